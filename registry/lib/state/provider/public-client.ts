import { publicActions, type Chain, type PublicClient, type Transport } from 'viem'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createEvmClient } from '@/registry/lib/evm/create-evm-client'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * A viem `PublicClient` for `network` over the node the kit itself reads from: the blockchain
 * API's node proxy with the kit's project id, or the network's own RPC URL without one.
 *
 * @example
 * const client = createKitPublicClient(kit, network, kit.options.store.getState().projectId)
 */
export function createKitPublicClient(
  kit: WalletKitStores,
  network: Network,
  projectId: string | undefined,
): PublicClient<Transport, Chain> {
  const blockchainApi = projectId ? { baseUrl: kit.services.blockchainApiUrl, projectId } : undefined
  return createEvmClient({ network, blockchainApi }).extend(publicActions) as unknown as PublicClient<Transport, Chain>
}

/**
 * A viem `PublicClient` for the kit's active EVM network, now (no wallet needed): what
 * `usePublicClient` gives a React tree, for code outside one. Undefined with no EVM network.
 *
 * @example
 * const balance = await getPublicClient(kit)?.getBalance({ address })
 */
export function getPublicClient(kit: WalletKitStores): PublicClient<Transport, Chain> | undefined {
  const { networks, activeByNamespace } = kit.networks.store.getState()
  const network = networks.find((n) => n.caipNetworkId === activeByNamespace.eip155)
  return network ? createKitPublicClient(kit, network, kit.options.store.getState().projectId) : undefined
}
