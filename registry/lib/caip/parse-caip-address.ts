import { isChainNamespace } from '@/registry/lib/caip/is-chain-namespace'
import { caipAccountAddressPattern, caipReferencePattern } from '@/registry/lib/caip/patterns'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'
import { InvalidCaip10AddressError } from '@/registry/lib/errors/caip'

export type ParseCaipAddressReturnType = {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
  caipAddress: CaipAddress
}
export type ParseCaipAddressErrorType = InvalidCaip10AddressError

/**
 * Splits a CAIP-10 account id (`namespace:reference:address`) into its parts.
 * Throws 'Invalid CAIP-10 address' unless it has exactly three parts, a known namespace
 * (account identifiers need one, SPEC §5) and CAIP characters in reference and address.
 *
 * @example
 * parseCaipAddress('eip155:1:0xab…') // { chainNamespace: 'eip155', chainId: '1', address: '0xab…', … }
 */
export function parseCaipAddress(value: unknown): ParseCaipAddressReturnType {
  if (typeof value !== 'string') throw new InvalidCaip10AddressError({ details: String(value) })
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (
    parts.length !== 3 ||
    !isChainNamespace(namespace) ||
    !reference ||
    !caipReferencePattern.test(reference) ||
    !address ||
    !caipAccountAddressPattern.test(address)
  )
    throw new InvalidCaip10AddressError({ details: value })
  return {
    chainNamespace: namespace,
    chainId: reference,
    address,
    caipNetworkId: `${namespace}:${reference}`,
    caipAddress: `${namespace}:${reference}:${address}`,
  }
}
