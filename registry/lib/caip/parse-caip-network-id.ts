import { isChainNamespace } from '@/registry/lib/caip/is-chain-namespace'
import { caipReferencePattern } from '@/registry/lib/caip/patterns'
import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'
import { InvalidCaipNetworkIdError } from '@/registry/lib/errors/caip'

export type ParseCaipNetworkIdReturnType = {
  chainNamespace: ChainNamespace
  /** The chain reference: the decimal chain id for eip155, a genesis-hash prefix for solana and bip122. */
  chainId: string
  caipNetworkId: CaipNetworkId
}
export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Splits a CAIP-2 network id (`namespace:reference`) into its parts.
 * Throws 'Invalid CAIP-2 network id' unless it has exactly two parts, a known namespace and a
 * reference of CAIP-2 characters.
 *
 * @example
 * parseCaipNetworkId('eip155:1') // { chainNamespace: 'eip155', chainId: '1', caipNetworkId: 'eip155:1' }
 */
export function parseCaipNetworkId(value: unknown): ParseCaipNetworkIdReturnType {
  if (typeof value !== 'string') throw new InvalidCaipNetworkIdError({ details: String(value) })
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !isChainNamespace(namespace) || !reference || !caipReferencePattern.test(reference))
    throw new InvalidCaipNetworkIdError({ details: value })
  return { chainNamespace: namespace, chainId: reference, caipNetworkId: `${namespace}:${reference}` }
}
