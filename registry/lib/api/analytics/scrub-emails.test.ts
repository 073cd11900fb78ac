import { describe, expect, test } from 'vitest'
import { SCRUBBED_EMAIL, scrubEmails, scrubEmailsInText } from './scrub-emails'

describe('scrubEmails', () => {
  test('default: addresses at any depth are replaced, everything else kept', () => {
    const event = { search: 'alice@example.com', nested: [{ note: 'mail bob@x.dev, or "carol@y.org"' }], n: 3, caip: 'eip155:1:0xabc' }
    expect(scrubEmails(event)).toEqual({
      search: SCRUBBED_EMAIL,
      nested: [{ note: 'mail [email], or "[email]"' }],
      n: 3,
      caip: 'eip155:1:0xabc',
    })
  })

  test.each([
    // '/', '?', '=' and '&' may sit in an address: the whole token around the '@' goes.
    ['https://app.example/?u=me@mail.dev&x=1', 'https:[email]'],
    ['a@b@c', '[email]@c'],
    ['@lead and trail@', '@lead and trail@'],
    ['x@ y', 'x@ y'],
    ['<a@b.c>(d@e.f);g@h.i:j@k.l', '<[email]>([email]);[email]:[email]'],
    ['no address here', 'no address here'],
  ])('parameters: %s', (input, output) => {
    expect(scrubEmailsInText(input)).toBe(output)
  })

  // Issue 32: a regex that retried from every position froze Node for 13 s on 80,000 characters
  // of URL fragment (the first analytics event scrubs location.href). The scanner's steps are
  // counted: linear means at most a few per character, and 4n characters cost 4x, not 16x.
  test.each([
    ['a run with no @', (n: number) => `https://app.example/#${'a'.repeat(n)}`],
    ['a run that ends in @ and nothing after', (n: number) => `${'a'.repeat(n)}@`],
    ['many @ with nothing between', (n: number) => '@'.repeat(n)],
    ['alternating a@', (n: number) => 'a@'.repeat(n / 2)],
  ])('behavior: the work is linear in the input (%s)', (_, make) => {
    const steps = (n: number) => {
      const meter = { steps: 0 }
      scrubEmailsInText(make(n), meter)
      return meter.steps
    }
    const small = steps(20_000)
    const large = steps(80_000)
    expect(small).toBeGreaterThan(0)
    expect(large).toBeLessThanOrEqual(3 * (80_000 + 100))
    expect(large).toBeLessThanOrEqual(4 * small + 100)
  })
})
