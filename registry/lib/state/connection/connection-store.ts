import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { ConnectResult, Connector } from '@/registry/lib/connectors/connector-interface'
import { ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import type { Alerts } from '@/registry/lib/state/modal/alerts-store'
import type { Connectors } from '@/registry/lib/state/wallets/connectors-store'
import type { Networks } from '@/registry/lib/state/networks/networks-store'
import type { StatePersistence } from '@/registry/lib/state/start/persistence'
import type { InitialConnection } from '@/registry/lib/state/connection/session-cookie'
import { followConnector } from '@/registry/lib/state/connection/follow-connector'
import { distinctWallets } from '@/registry/lib/state/connection/distinct-wallets'
import {
  connectedAccount,
  emptyAccount,
  initialAccounts,
  restoring,
  type AccountState,
  type ConnectionState,
  type ReportedAccount,
} from '@/registry/lib/state/connection/account-state'

export type { ConnectionState } from '@/registry/lib/state/connection/account-state'

export type ConnectionDependencies = {
  connectors: Connectors
  networks: Networks
  persistence: StatePersistence
  alerts?: Alerts | undefined
  /** A returning visitor's last connection (the session cookie read on the server): shown while it is restored. */
  initial?: InitialConnection | undefined
}

/**
 * Connection status and accounts. Only connected/disconnected are persisted; connecting and
 * reconnecting are transient (SPEC §4).
 *
 * @example
 * await connection.connect(connector)
 */
export function createConnection(dependencies: ConnectionDependencies) {
  // The namespace shown is the networks' active one (the persisted last used chain at start), so
  // picking a Bitcoin network in the Networks view shows the Bitcoin account.
  const startAccounts = initialAccounts(dependencies.initial)
  const startNamespace =
    (dependencies.initial?.activeNamespace && startAccounts[dependencies.initial.activeNamespace]
      ? dependencies.initial.activeNamespace
      : undefined) ?? dependencies.networks.store.getState().activeNamespace
  const startAccount = startNamespace ? startAccounts[startNamespace] : undefined
  const store = createStore<ConnectionState>()(() => ({
    status: startAccount?.status ?? 'disconnected',
    activeNamespace: startNamespace,
    account: startAccount,
    accounts: startAccounts,
  }))
  dependencies.networks.store.subscribe((state, previous) => {
    if (
      state.activeNamespace !== previous.activeNamespace &&
      state.activeNamespace &&
      state.activeNamespace !== store.getState().activeNamespace
    )
      setActiveNamespace(state.activeNamespace)
  })
  const unsubscribers = new Map<ChainNamespace, () => void>()
  // Connectors of accounts that came with another namespace's session (WalletConnect), not registered on their own.
  const sessionConnectors = new Map<ChainNamespace, Connector>()

  function setAccount(namespace: ChainNamespace, account: AccountState | undefined, activate = true): void {
    const accounts = { ...store.getState().accounts }
    if (account) accounts[namespace] = account
    else delete accounts[namespace]
    const activeNamespace = activate ? namespace : store.getState().activeNamespace
    const active = activeNamespace ? accounts[activeNamespace] : undefined
    store.setState({ accounts, activeNamespace, account: active, status: active?.status ?? 'disconnected' })
    // One stored status for the page: connected while any namespace is; transient states are never written.
    const anyConnected = Object.values(accounts).some((a) => a?.status === 'connected')
    if (anyConnected) dependencies.persistence.setConnectionStatus('connected')
    else if (account?.status !== 'connecting' && account?.status !== 'reconnecting')
      dependencies.persistence.setConnectionStatus('disconnected')
  }

  /** Makes another connected namespace the one the modal shows. */
  function setActiveNamespace(namespace: ChainNamespace): void {
    const active = store.getState().accounts[namespace]
    store.setState({ activeNamespace: namespace, account: active, status: active?.status ?? 'disconnected' })
  }

  function updateAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
    const current = store.getState().accounts[namespace]
    if (current) setAccount(namespace, { ...current, ...patch }, store.getState().activeNamespace === namespace)
  }

  /**
   * The active namespace lost its account (its wallet ended the session, or did not come back on
   * load) while another namespace is still connected: show that one instead of a disconnected kit.
   */
  function showConnectedNamespace(): void {
    const { accounts, activeNamespace } = store.getState()
    const status = activeNamespace ? accounts[activeNamespace]?.status : undefined
    if (status && status !== 'disconnected') return
    // Its wallet is still to be restored on load (WalletConnect restores apart from the discovered wallets).
    if (!status && activeNamespace && dependencies.persistence.getActiveConnectorIds()[activeNamespace]) return
    const next = (Object.keys(accounts) as ChainNamespace[]).find((namespace) => accounts[namespace]?.status === 'connected')
    const network = next && dependencies.networks.getActiveNetwork(next)
    if (!next) return
    // Through the networks, so the network button and the persisted last used chain follow.
    if (network) dependencies.networks.setActive(network)
    else setActiveNamespace(next)
  }

  /**
   * Records a namespace as disconnected without asking its wallet (it ended the session, or did not
   * come back on load). `fallback: false` keeps it the namespace shown.
   */
  function clear(namespace: ChainNamespace, options: { fallback?: boolean } = {}): void {
    unsubscribers.get(namespace)?.()
    unsubscribers.delete(namespace)
    sessionConnectors.delete(namespace)
    dependencies.persistence.setActiveConnectorId(namespace, undefined)
    const wasWalletConnect = store.getState().accounts[namespace]?.connectedWalletInfo?.type === 'WALLET_CONNECT'
    setAccount(namespace, { ...emptyAccount('disconnected') }, store.getState().activeNamespace === namespace)
    // Another namespace may still be connected through a WalletConnect session (one paired for it alone).
    const stillWalletConnect = Object.values(store.getState().accounts).some(
      (a) => a?.status === 'connected' && a.connectedWalletInfo?.type === 'WALLET_CONNECT',
    )
    if (wasWalletConnect && !stillWalletConnect) dependencies.connectors.setConnectedThroughWalletConnect(false)
    if (options.fallback !== false) showConnectedNamespace()
  }

  // The wallet can change accounts or chains on its own; the store follows it.
  function watch(connector: Connector): void {
    unsubscribers.get(connector.chain)?.()
    unsubscribers.set(connector.chain, followConnector(connector, { store, clear, updateAccount, networks: dependencies.networks }))
  }

  /**
   * Records a connected account. `activate`: the user connected it now (connect), so its namespace
   * becomes the one shown; a restored one (reconnect on load) becomes it only when it is the
   * namespace the page was left on, or when that one has no account.
   */
  function onConnected(connector: Connector, result: ReportedAccount, activate = true): void {
    setAccount(connector.chain, connectedAccount(connector, result), activate)
    dependencies.persistence.setActiveConnectorId(connector.chain, connector.id)
    // A connector not registered on its namespace (a WalletConnect session seen from another namespace) is kept here.
    if (dependencies.connectors.getConnector(connector.id, connector.chain) !== connector) sessionConnectors.set(connector.chain, connector)
    if (connector.type === 'WALLET_CONNECT') dependencies.connectors.setConnectedThroughWalletConnect(true)
    watch(connector)
    dependencies.networks.handleChainChanged(connector.chain, result.chainId, activate)
    if (!activate) showConnectedNamespace()
  }

  const isShownNamespace = (namespace: ChainNamespace): boolean => dependencies.networks.store.getState().activeNamespace === namespace

  /**
   * Records the account a session holds on another namespace (a WalletConnect session approving
   * bip122 beside eip155), without making that namespace the active one. A namespace connected
   * through another wallet keeps it.
   */
  function addSessionAccount(connector: Connector, result: ReportedAccount): void {
    const current = store.getState().accounts[connector.chain]
    if (current?.status === 'connected' && current.connectorId !== connector.id) return
    sessionConnectors.set(connector.chain, connector)
    const activate = isShownNamespace(connector.chain)
    setAccount(connector.chain, connectedAccount(connector, result), activate)
    watch(connector)
    // That namespace's network follows the session's chain, so switching to it later shows the right one.
    dependencies.networks.handleChainChanged(connector.chain, result.chainId, activate)
  }

  /**
   * Asks the wallet to connect, or runs `login` (an embedded-wallet sign-in that ends connected:
   * e-mail code, social), so the namespace reads connecting for the whole sign-in and the
   * connector is asked once; failures leave the namespace disconnected and rethrow.
   */
  async function connect(
    connector: Connector,
    parameters: { chainId?: number | string | undefined; login?: (() => Promise<ConnectResult>) | undefined } = {},
  ): Promise<ConnectResult> {
    const before = store.getState()
    setAccount(connector.chain, { ...(before.accounts[connector.chain] ?? emptyAccount('connecting')), status: 'connecting' })
    try {
      const chainId = parameters.chainId ?? dependencies.networks.getActiveNetwork(connector.chain)?.id
      const result = await (parameters.login?.() ?? connector.connect({ chainId }))
      onConnected(connector, result)
      if (connector.type !== 'AUTH')
        dependencies.connectors.addRecentWallet({
          id: connector.id,
          rdns: connector.info?.rdns,
          name: connector.name,
          imageUrl: connector.imageUrl ?? connector.info?.icon,
        })
      return result
    } catch (error) {
      // A refused second wallet must not take down the session that was already there.
      const previous = before.accounts[connector.chain]
      setAccount(connector.chain, previous?.status === 'connected' ? previous : emptyAccount('disconnected'), false)
      if (before.activeNamespace) setActiveNamespace(before.activeNamespace)
      if (error instanceof ProviderRpcError) dependencies.alerts?.raise(error.alert)
      throw error
    }
  }

  /** Shows a namespace as being restored by `connectorId`; the account it had stays on screen meanwhile. */
  function markRestoring(namespace: ChainNamespace, connectorId: string, status: 'connecting' | 'reconnecting'): void {
    setAccount(namespace, restoring(store.getState().accounts[namespace], connectorId, status), isShownNamespace(namespace))
  }

  /** SPEC §4 sync: connecting, then connected when the wallet still exposes an account, else disconnected. */
  async function syncAccount(connector: Connector, status: 'connecting' | 'reconnecting' = 'connecting'): Promise<boolean> {
    const activate = isShownNamespace(connector.chain)
    markRestoring(connector.chain, connector.id, status)
    try {
      // A connector that can restore a session (the embedded wallet) says more than its addresses.
      const restored = connector.resume ? await connector.resume() : undefined
      const accounts = restored?.accounts ?? (connector.resume ? [] : await connector.getAccounts())
      const [address] = accounts
      if (!address) {
        clear(connector.chain)
        return false
      }
      onConnected(connector, restored ?? { address, accounts, chainId: await connector.getChainId() }, activate)
      return true
    } catch {
      clear(connector.chain)
      return false
    }
  }

  /**
   * Disconnects one namespace. A wallet serving several (a WalletConnect session) lets go of this
   * one alone; the other namespaces stay connected. disconnectAll is the user's "Disconnect".
   */
  async function disconnect(namespace: ChainNamespace | undefined = store.getState().activeNamespace): Promise<void> {
    if (!namespace) return
    const connector = getActiveConnector(namespace)
    try {
      await (connector?.disconnectNamespace ? connector.disconnectNamespace() : connector?.disconnect())
    } finally {
      clear(namespace)
    }
  }

  /**
   * "Disconnect" as users mean it: every namespace's wallet. A WalletConnect session holding several
   * namespaces is ended once. Every namespace ends disconnected even when a wallet fails to answer.
   */
  async function disconnectAll(): Promise<void> {
    const namespaces = Object.keys(store.getState().accounts) as ChainNamespace[]
    const results = await Promise.allSettled(distinctWallets(namespaces.map(getActiveConnector)).map((connector) => connector.disconnect()))
    for (const namespace of namespaces) clear(namespace, { fallback: false })
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
  }

  /**
   * Drops accounts shown from a returning visitor's marker that nothing will restore: the browser
   * says the last visit ended disconnected, or no wallet is recorded for that namespace.
   */
  function dropUnbacked(): void {
    const connected = dependencies.persistence.getConnectionStatus() === 'connected'
    const ids = dependencies.persistence.getActiveConnectorIds()
    for (const [namespace, account] of Object.entries(store.getState().accounts) as Array<[ChainNamespace, AccountState]>) {
      if (account.status !== 'reconnecting' || !account.address) continue
      if (!connected) clear(namespace)
      // Another wallet is recorded there: its own restore runs, without the marker's address on screen.
      else if (ids[namespace] !== account.connectorId)
        setAccount(namespace, emptyAccount('reconnecting'), store.getState().activeNamespace === namespace)
    }
  }

  const isConnected = (): boolean => store.getState().status === 'connected'
  function getActiveConnector(namespace: ChainNamespace): Connector | undefined {
    const id = store.getState().accounts[namespace]?.connectorId
    return id ? (dependencies.connectors.getConnector(id, namespace) ?? sessionConnectors.get(namespace)) : undefined
  }

  return {
    store,
    connect,
    syncAccount,
    addSessionAccount,
    markRestoring,
    clear,
    showConnectedNamespace,
    dropUnbacked,
    disconnect,
    disconnectAll,
    updateAccount,
    setActiveNamespace,
    isConnected,
    getActiveConnector,
  }
}

export type Connection = ReturnType<typeof createConnection>
