import { blake2b } from '@noble/hashes/blake2'

const context = new TextEncoder().encode('SS58PRE')

/**
 * The SS58 checksum of `payload` (prefix bytes + public key): the first two bytes of
 * blake2b-512('SS58PRE' || payload), as the SS58 format defines for 32- and 33-byte keys.
 */
export function ss58Checksum(payload: Uint8Array): Uint8Array {
  const input = new Uint8Array(context.length + payload.length)
  input.set(context)
  input.set(payload, context.length)
  return blake2b(input, { dkLen: 64 }).slice(0, 2)
}
