import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import { LastNetworkRemovalError, NetworkNotFoundError } from '@/registry/lib/errors/network'

export type RemoveNetworkErrorType = LastNetworkRemovalError | NetworkNotFoundError

/**
 * Returns `networks` without the network `caipNetworkId`. Throws 'Cannot remove last network
 * for a namespace' when it is the only one left of its namespace (an adapter needs at least one
 * network), and 'Network not found' when it is not in the list.
 *
 * @example
 * networks = removeNetwork(networks, 'eip155:10')
 */
export function removeNetwork(networks: readonly Network[], caipNetworkId: CaipNetworkId): Network[] {
  const target = networks.find((network) => network.caipNetworkId === caipNetworkId)
  if (!target) throw new NetworkNotFoundError({ details: caipNetworkId })
  const sameNamespace = networks.filter((network) => network.chainNamespace === target.chainNamespace)
  if (sameNamespace.length <= 1) throw new LastNetworkRemovalError({ details: caipNetworkId })
  return networks.filter((network) => network !== target)
}
