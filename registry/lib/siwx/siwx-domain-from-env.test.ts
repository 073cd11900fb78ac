import { describe, expect, test } from 'vitest'
import { SiwxDomainMissingError } from '@/registry/lib/errors/siwx-errors'
import { siwxDomainFromEnv } from './siwx-domain-from-env'

describe('siwxDomainFromEnv', () => {
  test('default: SIWX_DOMAIN wins over whatever Host the caller sent', () => {
    expect(siwxDomainFromEnv({ SIWX_DOMAIN: 'app.example.com' }, 'evil.example')).toBe('app.example.com')
  })

  test.each(['localhost:3000', '127.0.0.1:5173', '127.0.0.1', '[::1]:3000', 'LOCALHOST'])(
    'behavior: without SIWX_DOMAIN a loopback Host (%s) is used: development',
    (host) => {
      expect(siwxDomainFromEnv({}, host)).toBe(host)
    },
  )

  test.each(['evil.example', 'app.example.com', 'localhost.evil.example', '127.0.0.1.evil.example', null])(
    'behavior: without SIWX_DOMAIN any other Host (%s) is refused with SIWX_DOMAIN_MISSING',
    (host) => {
      expect(() => siwxDomainFromEnv({ SIWX_DOMAIN: ' ' }, host)).toThrow(SiwxDomainMissingError)
    },
  )

  // Issue 32: a production server without SIWX_DOMAIN took a loopback Host from any caller
  // (Host is whatever the request says), so a phished signature could be relayed naming localhost.
  test.each(['localhost:3000', '127.0.0.1', '[::1]:3000'])('behavior: in production a loopback Host (%s) is not trusted either', (host) => {
    expect(() => siwxDomainFromEnv({ NODE_ENV: 'production' }, host)).toThrow(SiwxDomainMissingError)
    expect(siwxDomainFromEnv({ NODE_ENV: 'production', SIWX_DOMAIN: 'app.example.com' }, host)).toBe('app.example.com')
  })
})
