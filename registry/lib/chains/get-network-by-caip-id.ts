import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'

/**
 * Finds a network by its CAIP-2 id in `networks`, normally the host's configured list. The list
 * is required on purpose: defaulting to `supportedNetworks` would put every chain definition
 * into the bundle of whoever imports this. Returns undefined when absent, so the caller picks
 * the error or alert.
 *
 * @example
 * getNetworkByCaipId('eip155:10', config.networks)?.name // 'OP Mainnet'
 */
export function getNetworkByCaipId(caipNetworkId: CaipNetworkId | string | undefined, networks: readonly Network[]): Network | undefined {
  if (!caipNetworkId) return undefined
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}
