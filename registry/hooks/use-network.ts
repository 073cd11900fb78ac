'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { Network } from '@/registry/lib/chains/chain-types'
import { selectNetwork } from '@/registry/lib/state/networks/select-network'

/**
 * The configured networks, the active one, and switching.
 *
 * @example
 * const { network, networks, switchNetwork } = useNetwork()
 */
export function useNetwork() {
  const { kit } = useWalletKitContext('useNetwork')
  const networks = useStore(kit.networks.store, (s) => s.networks)
  const activeNamespace = useStore(kit.networks.store, (s) => s.activeNamespace)
  const activeId = useStore(kit.networks.store, (s) => (s.activeNamespace ? s.activeByNamespace[s.activeNamespace] : undefined))
  const unsupported = useStore(kit.networks.store, (s) => s.unsupported)
  const switching = useStore(kit.networks.store, (s) => s.switching)
  const enableNetworkSwitch = useStore(kit.networks.store, (s) => s.enableNetworkSwitch)
  return {
    networks,
    network: networks.find((n) => n.caipNetworkId === activeId),
    activeNamespace,
    unsupported,
    switching,
    enableNetworkSwitch,
    /**
     * Switches through the namespace's wallet. A network of a namespace with no wallet while another
     * is connected rejects with NamespaceNotConnectedError (code NAMESPACE_NOT_CONNECTED, meta.namespace)
     * and changes nothing; open the Connect for it with modal.open({ view: 'Connect', data: { namespace } }).
     */
    switchNetwork: kit.networks.switchNetwork,
    /** The Networks view's pick: switches, or answers `connect` when that namespace has no wallet yet. */
    selectNetwork: (next: Network) => selectNetwork(kit, next),
  }
}
