import { createPrivateKey, sign } from 'node:crypto'
import { z } from 'zod'
import { decodeBase58 } from '../../devnet/src/relay/base58'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) << 8
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let zeros = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    zeros += '1'
  }
  return zeros + digits.reverse().map((digit) => alphabet[digit]).join('')
}

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
