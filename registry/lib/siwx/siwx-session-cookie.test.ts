import { describe, expect, test } from 'vitest'
import { createSiwxMessage } from './create-siwx-message'
import {
  openSiwxSessionCookie,
  sealSiwxSessionCookie,
  siwxCookieSecure,
  siwxSessionCookieExpires,
  siwxSessionMaxAgeMs,
} from './siwx-session-cookie'
import { DEFAULT_SIWX_SESSION_LIFETIME_MS } from './siwx-session-defaults'
import type { SiwxSession } from './siwx-types'

const secret = 'unit-secret-of-the-session-cookie-0123456789'
const address = '0x000000000000000000000000000000000000dEaD'

function session(options: { expiresInMs?: number; now: number }): SiwxSession {
  const { data, text } = createSiwxMessage({
    accountAddress: address,
    chainId: 'eip155:1',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    nonce: 'abcdefgh12345678',
    now: options.now,
    ...(options.expiresInMs ? { expiresInMs: options.expiresInMs } : {}),
  })
  return { data, message: text, signature: '0x00' }
}

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('siwxCookieSecure', () => {
  test.each([
    ['https', request('https://app.example.com/api/siwx'), true],
    ['plain http on this machine (development)', request('http://127.0.0.1:3000/api/siwx'), false],
    ['plain http on localhost', request('http://localhost:3000/api/siwx', { host: 'localhost:3000' }), false],
  ])('default: %s', (_, req, secure) => {
    expect(siwxCookieSecure(req)).toBe(secure)
  })

  // Issue 32: behind a TLS proxy the handler sees http (request.url names the bind address), and
  // the session cookie went out without Secure.
  test.each([
    ['a TLS proxy that says so', request('http://localhost:3000/api/siwx', { host: 'localhost:3000', 'x-forwarded-proto': 'https' })],
    ['a proxy that keeps the public Host', request('http://0.0.0.0:3000/api/siwx', { host: 'app.example.com' })],
    ['a deployed host reached over http', request('http://app.example.com/api/siwx')],
  ])('behavior: %s gets a Secure cookie', (_, req) => {
    expect(siwxCookieSecure(req)).toBe(true)
  })
})

describe('session cookie lifetime', () => {
  // Issue 32: a session whose message named no expiry (or a far one) stayed valid for ever.
  test('behavior: a session is refused past the server-side cap, whatever its message says', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    for (const expiresInMs of [undefined, 365 * 86_400_000]) {
      const sealed = await sealSiwxSessionCookie(session({ now, ...(expiresInMs ? { expiresInMs } : {}) }), secret)
      expect(await openSiwxSessionCookie(sealed, secret, { now: now + siwxSessionMaxAgeMs - 1 })).toBeDefined()
      expect(await openSiwxSessionCookie(sealed, secret, { now: now + siwxSessionMaxAgeMs })).toBeUndefined()
    }
  })

  test('default: the cookie expires with the message, or at the cap when that comes first', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(siwxSessionCookieExpires(session({ now, expiresInMs: 3_600_000 }))).toEqual(new Date(now + 3_600_000))
    expect(siwxSessionCookieExpires(session({ now }))).toEqual(new Date(now + siwxSessionMaxAgeMs))
    expect(siwxSessionCookieExpires(session({ now, expiresInMs: 365 * 86_400_000 }))).toEqual(new Date(now + siwxSessionMaxAgeMs))
  })

  test("default: the cap is the kit's sign-in lifetime, 7 days, so a session the kit creates by default ends with its message", () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(siwxSessionMaxAgeMs).toBe(7 * 86_400_000)
    expect(siwxSessionMaxAgeMs).toBe(DEFAULT_SIWX_SESSION_LIFETIME_MS)
    expect(siwxSessionCookieExpires(session({ now, expiresInMs: DEFAULT_SIWX_SESSION_LIFETIME_MS }))).toEqual(
      new Date(now + 7 * 86_400_000),
    )
  })
})
