import { u8aIsWrapped, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { InvalidPolkadotAddressError } from '@/registry/lib/errors/polkadot'

export type VerifyPolkadotSignatureParameters = {
  /** The signer's SS58 address (any network prefix). */
  address: string
  /** The text or bytes the app asked to sign. */
  message: string | Uint8Array
  /** The 0x hex signature from `polkadot_signMessage` (sr25519, ed25519 or ecdsa). */
  signature: string
}

/**
 * Whether `signature` is `address`'s signature of `message` through signRaw. Extensions sign
 * the bytes wrapped in `<Bytes>…</Bytes>` (so a raw signature can never be a transaction), so
 * the wrapped form is what is checked; a signature of the bare bytes is accepted too, as some
 * wallets sign those. Runs in the browser and on a server. Throws 'Invalid Polkadot address' for
 * an address that is not SS58.
 *
 * @example
 * await verifyPolkadotSignature({ address, message: 'Sign in to example.com', signature }) // true
 */
export async function verifyPolkadotSignature({ address, message, signature }: VerifyPolkadotSignatureParameters): Promise<boolean> {
  await cryptoWaitReady()
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const candidates = u8aIsWrapped(bytes, false) ? [bytes] : [u8aWrapBytes(bytes), bytes]
  try {
    return candidates.some((candidate) => signatureVerify(candidate, signature, address).isValid)
  } catch (error) {
    // signatureVerify throws for an undecodable address; a malformed signature is just invalid.
    if (error instanceof Error && /address|decode|checksum/i.test(error.message))
      throw new InvalidPolkadotAddressError({ details: address, cause: error })
    return false
  }
}
