import { isChainNamespace } from '@/registry/lib/caip/is-chain-namespace'
import { caipReferencePattern } from '@/registry/lib/caip/patterns'
import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'
import { InvalidCaipNetworkIdError } from '@/registry/lib/errors/caip'

export type FormatCaipNetworkIdParameters = {
  chainNamespace: ChainNamespace
  chainId: number | string
}
export type FormatCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Builds a CAIP-2 network id. Throws 'Invalid CAIP-2 network id' for an unknown namespace, a
 * non-integer or negative numeric id, or a reference outside the CAIP-2 characters.
 *
 * @example
 * formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 10 }) // 'eip155:10'
 */
export function formatCaipNetworkId({ chainNamespace, chainId }: FormatCaipNetworkIdParameters): CaipNetworkId {
  const reference = typeof chainId === 'number' ? (Number.isSafeInteger(chainId) && chainId >= 0 ? String(chainId) : '') : chainId
  if (!isChainNamespace(chainNamespace) || !caipReferencePattern.test(reference))
    throw new InvalidCaipNetworkIdError({ details: `${String(chainNamespace)}:${String(chainId)}` })
  return `${chainNamespace}:${reference}`
}
