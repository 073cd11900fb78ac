import { describe, expect, test } from 'vitest'
import { readSessionCookie, readSessionCookieHeader, SESSION_COOKIE_NAME } from './session-cookie'
import { sessionCookieText } from './session-cookie-text'

const marker = {
  activeNamespace: 'eip155' as const,
  accounts: { eip155: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: '31337', connectorId: 'dev.walletkit.devnet' } },
}

describe('session cookie', () => {
  test('default: what the browser writes, the server reads back (URL-encoded, as document.cookie stores it)', () => {
    const text = sessionCookieText(marker, { secure: false })
    expect(text).toMatch(new RegExp(`^${SESSION_COOKIE_NAME.replace('.', '\\.')}=%7B.*; Max-Age=2592000; Path=/; SameSite=Lax$`))
    const value = text.slice(SESSION_COOKIE_NAME.length + 1, text.indexOf(';'))
    expect(readSessionCookie(value)).toEqual(marker)
    expect(readSessionCookie(JSON.stringify(marker))).toEqual(marker)
    expect(readSessionCookieHeader(`theme=dark; ${SESSION_COOKIE_NAME}=${value}; other=1`)).toEqual(marker)
  })

  test('parameters: secure adds Secure; no marker deletes the cookie', () => {
    expect(sessionCookieText(marker, { secure: true })).toContain('; Secure')
    expect(sessionCookieText(undefined, { secure: false })).toBe(`${SESSION_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`)
  })

  test('behavior: a cookie is user input: anything but a valid marker is no session', () => {
    for (const value of [
      undefined,
      '',
      'x',
      '{}',
      '{"accounts":{}}',
      '{"accounts":{"eip155":{"address":"0x1"}}}',
      '{"accounts":{"cosmos":{"address":"a","chainId":"1","connectorId":"c"}}}',
      `{"accounts":{"eip155":{"address":"${'a'.repeat(200)}","chainId":"1","connectorId":"c"}}}`,
      '%7B%broken',
      'a'.repeat(5000),
    ]) {
      expect(readSessionCookie(value), String(value).slice(0, 40)).toBeUndefined()
    }
    expect(readSessionCookieHeader(undefined)).toBeUndefined()
    expect(readSessionCookieHeader('walletkit.sessionx=1')).toBeUndefined()
  })
})
