import { describe, expect, test } from 'vitest'
import { createAttemptLimiter } from './attempt-limits'
import { HttpError } from './http'

const status = (run: () => void) => {
  try {
    run()
    return 200
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.headers['retry-after']}` : 'other'
  }
}

describe('createAttemptLimiter', () => {
  test('default: five failures per key, then 429 with the seconds left in the window', () => {
    let now = 0
    const limiter = createAttemptLimiter({ perKey: 5, perIp: 100, windowMs: 60_000 }, () => now)
    for (let i = 0; i < 5; i++) {
      expect(status(() => limiter.check('a@b.dev', 'ip'))).toBe(200)
      limiter.fail('a@b.dev', 'ip')
    }
    now = 15_000
    expect(status(() => limiter.check('a@b.dev', 'ip'))).toBe('429 45')
    expect(status(() => limiter.check('c@d.dev', 'ip'))).toBe(200)
    now = 60_001
    expect(status(() => limiter.check('a@b.dev', 'ip'))).toBe(200)
  })

  test('parameters: perIp', () => {
    const limiter = createAttemptLimiter({ perKey: 5, perIp: 3, windowMs: 60_000 }, () => 0)
    for (const key of ['a', 'b', 'c']) limiter.fail(key, '10.0.0.1')
    expect(status(() => limiter.check('d', '10.0.0.1'))).toBe('429 60')
    expect(status(() => limiter.check('d', '10.0.0.2'))).toBe(200)
  })

  test('behavior: success clears the key but not the address', () => {
    const limiter = createAttemptLimiter({ perKey: 2, perIp: 3, windowMs: 60_000 }, () => 0)
    limiter.fail('a', 'ip')
    limiter.fail('a', 'ip')
    limiter.succeed('a')
    expect(status(() => limiter.check('a', 'ip'))).toBe(200)
    limiter.fail('a', 'ip')
    expect(status(() => limiter.check('a', 'ip'))).toBe('429 60')
  })

  test('behavior: take spends the allowance itself (mails sent, not failures)', () => {
    const limiter = createAttemptLimiter({ perKey: 2, perIp: 100, windowMs: 60_000 }, () => 0)
    expect(status(() => limiter.take('mail:a@b.dev', 'ip'))).toBe(200)
    expect(status(() => limiter.take('mail:a@b.dev', 'ip'))).toBe(200)
    expect(status(() => limiter.take('mail:a@b.dev', 'ip'))).toBe('429 60')
    expect(status(() => limiter.take('mail:c@d.dev', 'ip'))).toBe(200)
  })
})
