import { createPrivateKey, sign } from 'node:crypto'
import { z } from 'zod'
import { decodeBase58, encodeBase58 } from '../../devnet/src/solana/base58'

const signMessageParams = z.object({ message: z.string().min(1), pubkey: z.string().min(32) })

export type SolanaKey = { publicKey: string; secretKey: Uint8Array }

/** Answers solana_signMessage ({ message, pubkey } in base58) with an Ed25519 signature in base58. */
export function solanaSignMessage(key: SolanaKey, params: unknown): { signature: string } {
  const { message, pubkey } = signMessageParams.parse(params)
  if (pubkey !== key.publicKey) throw new Error(`Unknown Solana account ${pubkey}`)
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: b64(key.secretKey.slice(0, 32)), x: b64(decodeBase58(key.publicKey)) },
    format: 'jwk',
  })
  return { signature: encodeBase58(sign(null, decodeBase58(message), privateKey)) }
}
