import { base58 } from '@scure/base'
import { InvalidPolkadotAddressError } from '@/registry/lib/errors/polkadot'
import { ss58Checksum } from '@/registry/lib/polkadot/ss58-checksum'

/**
 * Encodes a 32-byte (sr25519/ed25519) or 33-byte (ecdsa) public key as an SS58 address for
 * `prefix` (0 Polkadot, 2 Kusama, 42 generic Substrate; up to 16383). Plain code on
 * @scure/base and @noble/hashes: @polkadot/util-crypto would add its WebAssembly to the connect path.
 *
 * @example
 * encodeSs58Address(publicKey, 0) // '1…' on Polkadot
 */
export function encodeSs58Address(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== 32 && publicKey.length !== 33)
    throw new InvalidPolkadotAddressError({ details: `public key of ${publicKey.length} bytes` })
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383) throw new InvalidPolkadotAddressError({ details: `SS58 prefix ${prefix}` })
  // Prefixes below 64 take one byte; larger ones two, in the format's 14-bit layout.
  const prefixBytes = prefix < 64 ? [prefix] : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b0000_0011) << 6)]
  const payload = new Uint8Array([...prefixBytes, ...publicKey])
  return base58.encode(new Uint8Array([...payload, ...ss58Checksum(payload)]))
}
