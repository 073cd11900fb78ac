import type { Network } from '@/registry/lib/chains/chain-types'
import type { Connection } from '@/registry/lib/state/connection/connection-store'
import type { Networks } from '@/registry/lib/state/networks/networks-store'

/** `switched`: the network is the active one now. `connect`: its namespace needs a wallet first. */
export type NetworkSelection = 'switched' | 'connect'

/**
 * A network picked in the Networks view. On a namespace with a connected account (the same
 * WalletConnect session, or another wallet) it switches there and that namespace becomes the one
 * shown. On a namespace without one while another is connected, the network is only remembered
 * for its namespace (the wallet connected next starts on it) and `connect` is returned so the
 * caller offers that namespace's wallets; the namespace shown stays until one connects. With
 * nothing connected it simply becomes the active network.
 *
 * @example
 * if ((await selectNetwork(kit, bitcoinRegtest)) === 'connect') router.push('Connect', { namespace: 'bip122' })
 */
export async function selectNetwork(kit: { networks: Networks; connection: Connection }, network: Network): Promise<NetworkSelection> {
  const { accounts } = kit.connection.store.getState()
  const connectedSomewhere = Object.values(accounts).some((account) => account?.status === 'connected')
  const configured = kit.networks.store.getState().networks.some((n) => n.caipNetworkId === network.caipNetworkId)
  if (!configured || !connectedSomewhere || accounts[network.chainNamespace]?.status === 'connected') {
    await kit.networks.switchNetwork(network)
    return 'switched'
  }
  kit.networks.setActive(network, { activate: false })
  return 'connect'
}
