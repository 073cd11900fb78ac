import { base58 } from '@scure/base'
import { InvalidPolkadotAddressError } from '@/registry/lib/errors/polkadot'
import { ss58Checksum } from '@/registry/lib/polkadot/ss58-checksum'

export type DecodedSs58Address = { publicKey: Uint8Array; prefix: number }

/**
 * Decodes an SS58 address into its public key and network prefix, checking the checksum.
 * Throws 'Invalid Polkadot address' for anything else (bad base58, wrong length, bad checksum).
 *
 * @example
 * decodeSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY').prefix // 42
 */
export function decodeSs58Address(address: string): DecodedSs58Address {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    throw new InvalidPolkadotAddressError({ details: address })
  }
  const first = bytes[0] ?? 0xff
  if (first > 127) throw new InvalidPolkadotAddressError({ details: address })
  const prefixLength = first < 64 ? 1 : 2
  const keyLength = bytes.length - prefixLength - 2
  if (keyLength !== 32 && keyLength !== 33) throw new InvalidPolkadotAddressError({ details: address })
  const payload = bytes.slice(0, prefixLength + keyLength)
  const checksum = ss58Checksum(payload)
  if (checksum[0] !== bytes[prefixLength + keyLength] || checksum[1] !== bytes[prefixLength + keyLength + 1])
    throw new InvalidPolkadotAddressError({ details: address })
  const second = bytes[1] ?? 0
  const prefix = prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  return { publicKey: payload.slice(prefixLength), prefix }
}
