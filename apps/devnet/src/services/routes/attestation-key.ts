import { createECDH, createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto'

export type AttestationKey = { privateKey: KeyObject; publicJwk: JsonWebKey }

/**
 * A fresh P-256 key for the Verify stand-in: the private half signs attestations (ES256), the
 * public half is published as a JWK. Not generateKeyPairSync('ec') followed by
 * export({ format: 'jwk' }): on Node 20 that export can deadlock the process for good, when a
 * garbage collection during it destroys the finished key-generation job, whose destructor takes
 * the lock the export holds. It froze an e2e worker inside startDevnet for 25 minutes (the clean
 * CI run on 620fc91); a loop of the two calls hangs within a few thousand keys.
 * ECDH makes the key pair without such a job, and the private key is imported from its JWK.
 */
export function createAttestationKey(): AttestationKey {
  const ecdh = createECDH('prime256v1')
  // The uncompressed point: 0x04, then x and y, 32 bytes each.
  const point = ecdh.generateKeys()
  const publicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  const scalar = ecdh.getPrivateKey()
  const d = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar])
  const privateKey = createPrivateKey({ key: { ...publicJwk, d: d.toString('base64url') }, format: 'jwk' })
  return { privateKey, publicJwk }
}
