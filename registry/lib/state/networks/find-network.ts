import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'

/**
 * The network of `namespace` with chain id `id` among `networks` (a number or its string: wallets
 * report either), or undefined when the app is not configured with that chain.
 *
 * @example
 * const base = findNetwork(kit.networks.store.getState().networks, 'eip155', 8453)
 */
export function findNetwork(networks: readonly Network[], namespace: ChainNamespace, id: number | string | undefined): Network | undefined {
  if (id === undefined) return undefined
  return networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(id))
}
