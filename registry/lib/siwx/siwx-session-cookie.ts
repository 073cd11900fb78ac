import { siwxSessionSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import type { SiwxSession } from '@/registry/lib/siwx/types'

/** The cookie a server sets once it has verified a session (httpOnly: page scripts never read it). */
export const siwxSessionCookieName = 'walletkit_siwx'

const toBase64Url = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const fromBase64Url = (value: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))

/**
 * A session as a cookie value (base64url JSON). The cookie carries the signed message itself, so
 * the server re-verifies it on every read instead of trusting a stored flag.
 *
 * @example
 * cookies.set(siwxSessionCookieName, encodeSiwxSessionCookie(session), { httpOnly: true })
 */
export function encodeSiwxSessionCookie(session: SiwxSession): string {
  return toBase64Url(JSON.stringify(session))
}

/**
 * Reads a cookie value back into a session; anything malformed is `undefined`. The result is
 * only a claim until `verifySiwxSession` accepts it.
 *
 * @example
 * const claimed = decodeSiwxSessionCookie(request.cookies.get(siwxSessionCookieName)?.value)
 */
export function decodeSiwxSessionCookie(value: string | undefined): SiwxSession | undefined {
  if (!value) return undefined
  try {
    const parsed = siwxSessionSchema.safeParse(JSON.parse(fromBase64Url(value)))
    return parsed.success ? toSiwxSessions([parsed.data])[0] : undefined
  } catch {
    return undefined
  }
}

/**
 * The session cookie's value from a `Cookie` request header, for handlers that get a plain
 * Request.
 *
 * @example
 * const claimed = decodeSiwxSessionCookie(readSiwxSessionCookie(request.headers.get('cookie')))
 */
export function readSiwxSessionCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === siwxSessionCookieName) return value.join('=')
  }
  return undefined
}
