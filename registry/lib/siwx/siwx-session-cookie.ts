import { openSealedValue, sealValue } from '@/registry/lib/siwx/hmac-seal'
import { isLoopbackHost } from '@/registry/lib/siwx/siwx-domain-from-env'
import { DEFAULT_SIWX_SESSION_LIFETIME_MS } from '@/registry/lib/siwx/siwx-session-defaults'
import { siwxSessionSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import type { SiwxSession } from '@/registry/lib/siwx/siwx-types'

/** The cookie a server sets once it has verified a session (httpOnly: page scripts never read it). */
export const siwxSessionCookieName = 'walletkit_siwx'

const toBase64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromBase64Url = (value: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))

/**
 * The longest a server keeps a sign-in, counted from the message's issued-at (which the nonce
 * check ties to the sign-in): a message with no expiry, or a far one, does not make a stolen
 * cookie good for ever. It is the kit's sign-in lifetime (7 days), not a second copy of it.
 */
export const siwxSessionMaxAgeMs = DEFAULT_SIWX_SESSION_LIFETIME_MS

/** When the session cookie ends: the message's expiry, or the server's cap when that comes first. */
export function siwxSessionCookieExpires(session: SiwxSession): Date {
  const cap = Date.parse(session.data.issuedAt) + siwxSessionMaxAgeMs
  const expiry = session.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.POSITIVE_INFINITY
  return new Date(Math.min(cap, expiry))
}

/**
 * Whether a cookie set in answer to `request` must be Secure: always, except plain http to this
 * machine (development). Behind a TLS-terminating proxy the handler sees http and request.url
 * may name the bind address, so the public Host or `X-Forwarded-Proto: https` decide; a forged
 * header can only make the cookie stricter.
 *
 * @example
 * response.cookies.set(siwxSessionCookieName, value, { httpOnly: true, secure: siwxCookieSecure(request) })
 */
export function siwxCookieSecure(request: Pick<Request, 'url' | 'headers'>): boolean {
  const url = new URL(request.url)
  if (url.protocol === 'https:') return true
  if (request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https') return true
  return !isLoopbackHost(request.headers.get('host') ?? url.host)
}

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
 * Reads a cookie value back into a session when this server sealed it and it is within the
 * server's cap (siwxSessionMaxAgeMs); anything else (malformed, edited, unsealed, too old) is
 * `undefined`. The result still has to pass `verifySiwxSession`.
 *
 * @example
 * const claimed = await openSiwxSessionCookie(request.cookies.get(siwxSessionCookieName)?.value, secret)
 */
export async function openSiwxSessionCookie(
  value: string | undefined,
  secret: string,
  { now = Date.now() }: { now?: number | undefined } = {},
): Promise<SiwxSession | undefined> {
  const opened = await openSealedValue(value, secret)
  if (!opened) return undefined
  try {
    const parsed = siwxSessionSchema.safeParse(JSON.parse(fromBase64Url(opened)))
    const session = parsed.success ? toSiwxSessions([parsed.data])[0] : undefined
    if (!session) return undefined
    return now < siwxSessionCookieExpires(session).getTime() ? session : undefined
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
