import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

export type VerifySolanaSignatureParameters = {
  /** The account's base58 public key. */
  address: string
  message: string
  /** The base58 ed25519 signature `solana_signMessage` answers with. */
  signature: string
}

/**
 * Whether an ed25519 `signature` over the UTF-8 `message` belongs to the Solana `address`.
 * Anything that is not a 32-byte key and a 64-byte signature is `false`.
 *
 * @example
 * const valid = verifySolanaSignature({ address, message, signature })
 */
export function verifySolanaSignature({ address, message, signature }: VerifySolanaSignatureParameters): boolean {
  try {
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    if (publicKey.length !== 32 || bytes.length !== 64) return false
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
