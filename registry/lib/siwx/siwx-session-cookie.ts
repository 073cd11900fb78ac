import { openSealedValue, sealValue } from '@/registry/lib/siwx/hmac-seal'
import { siwxSessionSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import type { SiwxSession } from '@/registry/lib/siwx/types'

/** The cookie a server sets once it has verified a session (httpOnly: page scripts never read it). */
export const siwxSessionCookieName = 'walletkit_siwx'

const toBase64Url = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const fromBase64Url = (value: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))

/**
 * A verified session as a cookie value: base64url JSON sealed with the server's HMAC secret. The
 * seal says this server accepted it (nonce and all); without it, anyone holding a signed message
 * could write the cookie themselves and skip the nonce check. The server still re-verifies the
 * session (expiry, domain, signature) on every read.
 *
 * @example
 * cookies.set(siwxSessionCookieName, await sealSiwxSessionCookie(session, secret), { httpOnly: true })
 */
export async function sealSiwxSessionCookie(session: SiwxSession, secret: string): Promise<string> {
  return sealValue(toBase64Url(JSON.stringify(session)), secret)
}

/**
 * Reads a cookie value back into a session when this server sealed it; anything else (malformed,
 * edited, unsealed) is `undefined`. The result still has to pass `verifySiwxSession`.
 *
 * @example
 * const claimed = await openSiwxSessionCookie(request.cookies.get(siwxSessionCookieName)?.value, secret)
 */
export async function openSiwxSessionCookie(value: string | undefined, secret: string): Promise<SiwxSession | undefined> {
  const opened = await openSealedValue(value, secret)
  if (!opened) return undefined
  try {
    const parsed = siwxSessionSchema.safeParse(JSON.parse(fromBase64Url(opened)))
    return parsed.success ? toSiwxSessions([parsed.data])[0] : undefined
  } catch {
    return undefined
  }
}

/**
 * A cookie's value from a `Cookie` request header (the session cookie unless `name` says
 * otherwise), for handlers that get a plain Request.
 *
 * @example
 * const claimed = await openSiwxSessionCookie(readSiwxSessionCookie(request.headers.get('cookie')), secret)
 */
export function readSiwxSessionCookie(cookieHeader: string | null | undefined, name: string = siwxSessionCookieName): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
