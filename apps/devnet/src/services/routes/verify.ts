import { sign } from 'node:crypto'
import { json, requireQuery, type Route } from '../http'
import { createAttestationKey } from './attestation-key'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The local stand-in for WalletConnect's Verify API (the kit's `verifyUrl` points here in the demo
 * and the tests, so a pairing never reaches verify.walletconnect.org). A dapp's sign-client loads
 * `<verifyUrl>/v3/attestation?...&id=<id>` in a hidden iframe and waits for a `verify_attestation`
 * message carrying a JWT whose payload names that id; this page posts one at once (ES256, signed
 * by a key made at start, marked unverified: a local origin proves nothing), so the pairing does
 * not wait out sign-client's timeout. A wallet checks it with `/v3/public-key`.
 */
export function verifyRoutes(): Route[] {
  const { privateKey, publicJwk } = createAttestationKey()
  return [
    {
      method: 'GET',
      path: '/verify/v3/attestation',
      handle(ctx) {
        const id = requireQuery(ctx, 'id')
        const origin = requireQuery(ctx, 'origin')
        const unsigned = `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url({ id, origin, isScam: false, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 })}`
        const signature = sign('sha256', Buffer.from(unsigned), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')
        const message = JSON.stringify(JSON.stringify({ type: 'verify_attestation', attestation: `${unsigned}.${signature}` })).replace(
          /</g,
          '\\u003c',
        )
        const target = JSON.stringify(origin).replace(/</g, '\\u003c')
        return {
          text: `<!doctype html><meta charset="utf-8"><script>parent.postMessage(${message}, ${target})</script>`,
          contentType: 'text/html; charset=utf-8',
        }
      },
    },
    {
      method: 'GET',
      path: '/verify/v3/public-key',
      handle: () =>
        json({
          publicKey: { ...publicJwk, ext: true, key_ops: ['verify'] },
          algorithm: 'ES256',
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        }),
    },
  ]
}
