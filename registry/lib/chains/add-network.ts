import type { Network } from '@/registry/lib/chains/chain-types'

/**
 * Returns `networks` with `network` added. A network with the same CAIP-2 id is replaced in
 * place, so re-adding an updated definition (e.g. a new RPC URL) keeps the list's order.
 *
 * @example
 * networks = addNetwork(networks, localAnvil)
 */
export function addNetwork(networks: readonly Network[], network: Network): Network[] {
  const index = networks.findIndex((item) => item.caipNetworkId === network.caipNetworkId)
  if (index === -1) return [...networks, network]
  return networks.map((item, i) => (i === index ? network : item))
}
