import type { CaipNetworkId } from '@/registry/lib/caip/types'
import { supportedNetworks } from '@/registry/lib/chains/supported-networks'
import type { Network } from '@/registry/lib/chains/types'

/**
 * Finds a network by its CAIP-2 id in `networks` (the configured list; every supported network
 * when omitted). Returns undefined when absent, so the caller picks the error or alert.
 *
 * @example
 * getNetworkByCaipId('eip155:10', config.networks)?.name // 'OP Mainnet'
 */
export function getNetworkByCaipId(
  caipNetworkId: CaipNetworkId | string | undefined,
  networks: readonly Network[] = supportedNetworks,
): Network | undefined {
  if (!caipNetworkId) return undefined
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}
