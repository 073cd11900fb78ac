import { SiwxSessionInvalidError } from '@/registry/lib/errors/siwx-errors'
import { openSealedValue, sealValue } from '@/registry/lib/siwx/hmac-seal'
import type { SiwxMessageData } from '@/registry/lib/siwx/siwx-types'

/** The httpOnly cookie holding the nonce a server issued to this browser, sealed with its secret. */
export const siwxNonceCookieName = 'walletkit_siwx_nonce'

/** How long an issued nonce can be signed and posted: long enough to read and sign, short for replay. */
export const siwxNonceLifetimeMs = 5 * 60 * 1000

/** Clocks of browser and server differ; a message may say it was issued this much before the nonce. */
const clockSkewMs = 60 * 1000

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A fresh nonce for one sign-in and the cookie value that binds it to the browser asking:
 * `<nonce>.<issued ms>.<HMAC>`, so a stateless server (several instances, no shared store) can
 * tell on POST that it issued this nonce, to this browser, and when.
 *
 * @example
 * const { nonce, cookie } = await issueSiwxNonce({ secret })
 * response.cookies.set(siwxNonceCookieName, cookie, { httpOnly: true, sameSite: 'strict' })
 */
export async function issueSiwxNonce({
  secret,
  now = Date.now(),
}: {
  secret: string
  now?: number | undefined
}): Promise<{ nonce: string; cookie: string; expiresAt: number }> {
  // 24 of 62 characters (~143 bits) from the platform's CSPRNG; 248 = 4 × 62 keeps the draw uniform.
  let nonce = ''
  while (nonce.length < 24)
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) if (byte < 248 && nonce.length < 24) nonce += alphabet[byte % 62]
  return { nonce, cookie: await sealValue(`${nonce}.${now}`, secret), expiresAt: now + siwxNonceLifetimeMs }
}

/**
 * Refuses (SiwxSessionInvalidError with the reason) a message whose nonce this server did not
 * issue to the browser that presents `cookie`, whose nonce has expired, or whose issued-at time
 * lies before the nonce was issued (a message signed earlier and replayed). Returns when the
 * nonce was issued until, for a used-nonce ledger.
 *
 * @example
 * const { expiresAt } = await checkSiwxNonce({ cookie, data: session.data, secret })
 */
export async function checkSiwxNonce({
  cookie,
  data,
  secret,
  now = Date.now(),
}: {
  cookie: string | undefined
  data: Pick<SiwxMessageData, 'nonce' | 'issuedAt'>
  secret: string
  now?: number | undefined
}): Promise<{ expiresAt: number }> {
  const invalid = (details: string): never => {
    throw new SiwxSessionInvalidError({ details })
  }
  if (!cookie) return invalid('no sign-in nonce was issued to this browser (ask for one first)')
  const value = (await openSealedValue(cookie, secret)) ?? invalid('the nonce cookie was not issued by this server')
  const [nonce, issued] = value.split('.')
  const issuedAtNonce = Number(issued)
  if (!nonce || !Number.isSafeInteger(issuedAtNonce)) return invalid('the nonce cookie was not issued by this server')
  if (data.nonce !== nonce) invalid('the nonce was not issued to this browser')
  const expiresAt = issuedAtNonce + siwxNonceLifetimeMs
  if (now >= expiresAt) invalid('the nonce has expired')
  const issuedAt = Date.parse(data.issuedAt)
  if (!Number.isFinite(issuedAt) || issuedAt < issuedAtNonce - clockSkewMs) invalid('the message was issued before its nonce')
  if (issuedAt > now + clockSkewMs) invalid('the message is issued in the future')
  return { expiresAt }
}
