import { createStore } from 'zustand/vanilla'
import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'
import { assertAdapterRemovable } from '@/registry/lib/chains/assert-adapter-removable'
import { removeNetwork as removeFromList } from '@/registry/lib/chains/remove-network'
import type { Network } from '@/registry/lib/chains/chain-types'
import { findNetwork } from '@/registry/lib/state/networks/find-network'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import { alerts } from '@/registry/lib/errors/alerts'
import { catalogueAlert, type Alerts } from '@/registry/lib/state/modal/alerts-store'
import { NamespaceNotConnectedError } from '@/registry/lib/errors/network'
import type { StatePersistence } from '@/registry/lib/state/start/persistence'
import type { Router } from '@/registry/lib/state/modal/router-store'

export type NetworksState = {
  networks: readonly Network[]
  activeNamespace: ChainNamespace | undefined
  activeByNamespace: Partial<Record<ChainNamespace, CaipNetworkId>>
  /** The wallet is on a chain outside the configured list. */
  unsupported: boolean
  enableNetworkSwitch: boolean
  switching: boolean
}

export type NetworksDependencies = {
  alerts: Alerts
  router: Router
  persistence: StatePersistence
  /** The connector connected for a namespace, if any; switching goes through it. */
  getActiveConnector: (namespace: ChainNamespace) => Connector | undefined
}

export const NETWORK_NOT_FOUND_ALERT = catalogueAlert(alerts.switchNetworkNotFound)

/**
 * Configured networks and the active one per namespace. The persisted last used chain wins at
 * start when it is still configured.
 *
 * @example
 * await networks.switchNetwork(anvil31338)
 */
export function createNetworks(
  initial: { networks: readonly Network[]; defaultNetwork?: Network | undefined; enableNetworkSwitch?: boolean | undefined },
  dependencies: NetworksDependencies,
) {
  const lastUsed = dependencies.persistence.getLastUsedChain()
  const start = initial.networks.find((n) => n.caipNetworkId === lastUsed) ?? initial.defaultNetwork ?? initial.networks[0]
  const activeByNamespace: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
  for (const network of initial.networks) activeByNamespace[network.chainNamespace] ??= network.caipNetworkId
  if (start) activeByNamespace[start.chainNamespace] = start.caipNetworkId

  const store = createStore<NetworksState>()(() => ({
    networks: initial.networks,
    activeNamespace: start?.chainNamespace,
    activeByNamespace,
    unsupported: false,
    enableNetworkSwitch: initial.enableNetworkSwitch ?? true,
    switching: false,
  }))

  const find = (namespace: ChainNamespace, id: number | string): Network | undefined =>
    findNetwork(store.getState().networks, namespace, id)

  function getActiveNetwork(namespace = store.getState().activeNamespace): Network | undefined {
    const id = namespace && store.getState().activeByNamespace[namespace]
    return store.getState().networks.find((n) => n.caipNetworkId === id)
  }

  /**
   * Makes `network` its namespace's network. With `activate` (the default) its namespace becomes the
   * one the modal shows and the persisted last used chain; without, only that namespace's network
   * moves (a wallet connected on a namespace the user is not looking at, or a network picked
   * before its namespace has a wallet).
   */
  function setActive(network: Network, options: { activate?: boolean | undefined } = {}): void {
    const { activeByNamespace } = store.getState()
    const byNamespace = { ...activeByNamespace, [network.chainNamespace]: network.caipNetworkId }
    if (options.activate === false) return store.setState({ activeByNamespace: byNamespace })
    store.setState({ activeNamespace: network.chainNamespace, activeByNamespace: byNamespace, unsupported: false })
    dependencies.persistence.setLastUsedChain(network.caipNetworkId)
  }

  /**
   * Switches through the connected wallet when there is one; an unknown network raises the alert.
   * A network of a namespace without a wallet while another namespace has one is refused with
   * NamespaceNotConnectedError and nothing changes: making it active would show a disconnected
   * kit beside connected accounts (the Networks view offers that namespace's Connect instead).
   */
  async function switchNetwork(network: Network): Promise<void> {
    if (!store.getState().networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
      dependencies.alerts.raise({ ...NETWORK_NOT_FOUND_ALERT })
      return
    }
    const connector = dependencies.getActiveConnector(network.chainNamespace)
    if (!connector && namespacesOf(store.getState().networks).some((n) => dependencies.getActiveConnector(n) !== undefined)) {
      throw new NamespaceNotConnectedError({
        details: `No account on ${network.chainNamespace} for ${network.name}; connect one, e.g. modal.open({ view: 'Connect', data: { namespace: '${network.chainNamespace}' } })`,
        meta: { namespace: network.chainNamespace, caipNetworkId: network.caipNetworkId },
      })
    }
    store.setState({ switching: true })
    try {
      if (connector) await connector.switchChain(network)
      setActive(network)
    } catch (error) {
      if (error instanceof ProviderRpcError) dependencies.alerts.raise(error.alert)
      throw error
    } finally {
      store.setState({ switching: false })
    }
  }

  /**
   * The wallet reported a chain; an unconfigured one shows UnsupportedChain. `activate` defaults to
   * whether `namespace` is the active one: a wallet on another namespace moving its chain does not
   * take the modal away from the namespace the user is looking at.
   */
  function handleChainChanged(
    namespace: ChainNamespace,
    chainId: number | string,
    activate = store.getState().activeNamespace === namespace,
  ): void {
    const network = find(namespace, chainId)
    if (network) return setActive(network, { activate })
    if (!activate) return
    store.setState({ unsupported: true, activeNamespace: namespace })
    dependencies.router.push('UnsupportedChain')
  }

  function addNetwork(network: Network): void {
    const { networks } = store.getState()
    if (networks.some((n) => n.caipNetworkId === network.caipNetworkId)) return
    store.setState({ networks: [...networks, network] })
  }

  /**
   * Drops a configured network: 'Network not found' for an id that is not configured, 'Cannot remove
   * last network for a namespace' for its namespace's only one (lib/chains' rule). A removed active
   * network hands the namespace to its first remaining network.
   */
  function removeNetwork(caipNetworkId: CaipNetworkId): void {
    const { networks, activeByNamespace } = store.getState()
    const remaining = removeFromList(networks, caipNetworkId)
    const namespace = networks.find((n) => n.caipNetworkId === caipNetworkId)?.chainNamespace
    const next = remaining.find((n) => n.chainNamespace === namespace)
    // removeFromList refused an unknown id and a namespace's last network, so `next` exists.
    const nextActive =
      namespace && next && activeByNamespace[namespace] === caipNetworkId
        ? { ...activeByNamespace, [namespace]: next.caipNetworkId }
        : activeByNamespace
    store.setState({ networks: remaining, activeByNamespace: nextActive })
  }

  /**
   * Removes a namespace's adapter: every network of `namespace`. SPEC §5: refused with
   * AdapterConnectedError while a wallet is connected on that namespace (disconnect first);
   * the other namespaces keep working and the active one moves to the next configured namespace.
   */
  function removeNamespace(namespace: ChainNamespace): void {
    const connectedNamespaces = namespacesOf(store.getState().networks).filter((n) => dependencies.getActiveConnector(n) !== undefined)
    assertAdapterRemovable({ chainNamespace: namespace, connectedNamespaces })
    const { networks, activeByNamespace, activeNamespace } = store.getState()
    const remaining = networks.filter((n) => n.chainNamespace !== namespace)
    if (remaining.length === networks.length) return
    const nextActive = { ...activeByNamespace }
    delete nextActive[namespace]
    store.setState({
      networks: remaining,
      activeByNamespace: nextActive,
      activeNamespace: activeNamespace === namespace ? remaining[0]?.chainNamespace : activeNamespace,
    })
  }

  return {
    store,
    getActiveNetwork,
    switchNetwork,
    handleChainChanged,
    setActive,
    addNetwork,
    removeNetwork,
    removeNamespace,
    findNetwork: find,
  }
}

export type Networks = ReturnType<typeof createNetworks>

const namespacesOf = (networks: readonly Network[]): ChainNamespace[] => [...new Set(networks.map((n) => n.chainNamespace))]
