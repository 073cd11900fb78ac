const encoder = new TextEncoder()

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

// Return type inferred: Uint8Array<ArrayBuffer> where TypeScript has typed arrays generic (5.7+),
// which Web Crypto's BufferSource needs there; older hosts' TypeScript has no such generic.
function fromBase64Url(value: string) {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return undefined
  try {
    return Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

/**
 * `value` followed by its HMAC-SHA256 under `secret` (`<value>.<mac>`, base64url), so a server can
 * hand state to the browser (a cookie) and know on its return that the server wrote it. The value
 * is readable, not encrypted: seal nothing secret. It may contain dots (the last one splits).
 *
 * @example
 * const cookie = await sealValue(`${nonce}.${Date.now()}`, process.env.SIWX_SECRET!)
 */
export async function sealValue(value: string, secret: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(value)))
  return `${value}.${toBase64Url(mac)}`
}

/**
 * The value of a `sealValue` result when its HMAC holds under `secret` (compared in constant
 * time by Web Crypto); `undefined` for anything else, malformed input included.
 *
 * @example
 * const value = await openSealedValue(cookie, process.env.SIWX_SECRET!)
 */
export async function openSealedValue(sealed: string | undefined, secret: string): Promise<string | undefined> {
  const dot = sealed?.lastIndexOf('.') ?? -1
  if (!sealed || dot < 0) return undefined
  const value = sealed.slice(0, dot)
  const mac = fromBase64Url(sealed.slice(dot + 1))
  if (mac?.length !== 32) return undefined
  return (await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, encoder.encode(value))) ? value : undefined
}
