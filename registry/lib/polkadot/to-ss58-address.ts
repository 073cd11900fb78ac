import { decodeSs58Address } from '@/registry/lib/polkadot/decode-ss58-address'
import { encodeSs58Address } from '@/registry/lib/polkadot/encode-ss58-address'

/**
 * The same account's address on a network with another SS58 `prefix` (an extension may answer
 * in the generic format 42; Polkadot CAIP-10 ids carry the chain's own, 0 on Polkadot).
 *
 * @example
 * toSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 0) // '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
 */
export function toSs58Address(address: string, prefix: number): string {
  return encodeSs58Address(decodeSs58Address(address).publicKey, prefix)
}
