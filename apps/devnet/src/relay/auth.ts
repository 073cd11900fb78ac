import { createPublicKey, verify } from 'node:crypto'
import { z } from 'zod'
import { decodeBase58 } from '../solana/base58'

// Multicodec prefix of an Ed25519 public key inside a did:key (varint 0xed, 0x01).
const ED25519_MULTICODEC = [0xed, 0x01]

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const payloadSchema = z.object({
  iss: z.string().startsWith('did:key:z'),
  sub: z.string().min(1),
  aud: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
})

export type RelayAuth = { clientId: string; audience: string; expiresAt: number }

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

/** The raw 32-byte Ed25519 key a did:key issuer names. */
export function publicKeyFromDidKey(iss: string): Uint8Array {
  const bytes = decodeBase58(iss.slice('did:key:z'.length))
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1] || bytes.length !== 34) {
    throw new Error('issuer is not an Ed25519 did:key')
  }
  return bytes.slice(2)
}

/** Clients sign for a day (@walletconnect/core's ONE_DAY); a longer-lived token is refused. */
export const MAX_TOKEN_LIFETIME_SECONDS = 86_400
/** Clock skew tolerated for `iat`. */
const SKEW_SECONDS = 60

/** Whether `aud` names this relay: a ws(s) URL for the host the socket was opened on. */
function isForThisRelay(aud: string, host: string): boolean {
  let url: URL
  try {
    url = new URL(aud)
  } catch {
    return false
  }
  return (url.protocol === 'ws:' || url.protocol === 'wss:') && url.host.toLowerCase() === host.toLowerCase()
}

/**
 * Checks the `auth` query token a WalletConnect client opens the socket with: an EdDSA JWT whose
 * issuer is the client's did:key, signed by that key, addressed (`aud`) to this relay (`host` is
 * the Host the socket was opened on), issued no later than now and for at most a day, not
 * expired. Returns the client id (the issuer), which the relay uses to derive subscription ids
 * the way clients do.
 */
export function verifyRelayAuth(jwt: string, relay: { host: string }, nowSeconds = Math.floor(Date.now() / 1000)): RelayAuth {
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new Error('auth is not a JWT')
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  headerSchema.parse(decodeJson(headerPart))
  const payload = payloadSchema.parse(decodeJson(payloadPart))
  if (payload.exp <= nowSeconds) throw new Error('auth token expired')
  if (payload.iat > nowSeconds + SKEW_SECONDS) throw new Error('auth token issued in the future')
  if (payload.exp - payload.iat > MAX_TOKEN_LIFETIME_SECONDS) throw new Error('auth token lives too long')
  // A token a client signed for another relay (or another port) must not open a socket here.
  if (!isForThisRelay(payload.aud, relay.host)) throw new Error('auth token is for another relay')
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyFromDidKey(payload.iss)).toString('base64url') },
    format: 'jwk',
  })
  const data = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8')
  if (!verify(null, data, key, Buffer.from(signaturePart, 'base64url'))) throw new Error('auth signature invalid')
  return { clientId: payload.iss, audience: payload.aud, expiresAt: payload.exp }
}
