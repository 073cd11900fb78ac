import { createStore } from 'zustand/vanilla'
import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/constants'
import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { ConnectResult, Connector } from '@/registry/lib/connectors/types'
import { ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import { logger } from '@/registry/lib/logger/logger'
import type { Alerts } from '@/registry/lib/state/modal/alerts-store'
import type { Connectors } from '@/registry/lib/state/wallets/connectors-store'
import type { Networks } from '@/registry/lib/state/networks/networks-store'
import type { StatePersistence } from '@/registry/lib/state/start/persistence'
import type { InitialConnection } from '@/registry/lib/state/connection/session-cookie'
import {
  caipAddressOf,
  connectedAccount,
  emptyAccount,
  initialAccounts,
  restoring,
  type AccountState,
  type ConnectionStatus,
} from '@/registry/lib/state/connection/account-state'

export type ConnectionState = {
  /** Status of the active namespace. */
  status: ConnectionStatus
  activeNamespace: ChainNamespace | undefined
  /** The active namespace's account, mirrored from `accounts` for simple selectors. */
  account: AccountState | undefined
  accounts: Partial<Record<ChainNamespace, AccountState>>
}

export type ConnectionDependencies = {
  connectors: Connectors
  networks: Networks
  persistence: StatePersistence
  alerts?: Alerts | undefined
  /** A returning visitor's last connection (the session cookie read on the server): shown while it is restored. */
  initial?: InitialConnection | undefined
}

/** How long reconnect waits for a persisted connector to be discovered. */
export const RECONNECT_WAIT_MS = 1_000

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
    const offs = [
      connector.events.on('accountsChanged', (accounts, details) => {
        const [address] = accounts
        const current = store.getState().accounts[connector.chain]
        if (!address || !current) return clear(connector.chain)
        // A wallet's event is its input: an account that is no CAIP-10 id is ignored, not thrown into the wallet.
        let next: AccountState
        try {
          next = connectedAccount(connector, { address, accounts, chainId: parseCaipAddress(current.caipAddress).chainId, details })
        } catch (error) {
          return logger.warn('connection: accountsChanged ignored', error)
        }
        // An embedded wallet moving between its eoa and smart account keeps its typed account list.
        const known = current.allAccounts.find((a) => a.address.toLowerCase() === address.toLowerCase())
        updateAccount(
          connector.chain,
          known
            ? { ...next, allAccounts: current.allAccounts, ...(known.type !== 'payment' ? { preferredAccountType: known.type } : {}) }
            : next,
        )
      }),
      connector.events.on('chainChanged', (chainId) => {
        const current = store.getState().accounts[connector.chain]
        if (current?.address) {
          try {
            updateAccount(connector.chain, { caipAddress: caipAddressOf(connector.chain, chainId, current.address) })
          } catch (error) {
            return logger.warn('connection: chainChanged ignored', error)
          }
        }
        dependencies.networks.handleChainChanged(connector.chain, chainId)
      }),
      connector.events.on('disconnect', () => clear(connector.chain)),
    ]
    unsubscribers.set(connector.chain, () => offs.forEach((off) => off()))
  }

  /**
   * Records a connected account. `activate`: the user connected it now (connect), so its namespace
   * becomes the one shown; a restored one (reconnect on load) becomes it only when it is the
   * namespace the page was left on, or when that one has no account.
   */
  function onConnected(
    connector: Connector,
    result: Pick<ConnectResult, 'address' | 'accounts' | 'chainId' | 'details'>,
    activate = true,
  ): void {
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
  function addSessionAccount(connector: Connector, result: Pick<ConnectResult, 'address' | 'accounts' | 'chainId' | 'details'>): void {
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

  /** SPEC §4 sync: connecting, then connected when the wallet still exposes an account, else disconnected. */
  async function syncAccount(connector: Connector, status: 'connecting' | 'reconnecting' = 'connecting'): Promise<boolean> {
    const activate = isShownNamespace(connector.chain)
    setAccount(connector.chain, restoring(store.getState().accounts[connector.chain], connector.id, status), activate)
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
   * On load, restores each namespace from its persisted connector id, without prompting. A
   * connector that is not registered yet (window.ethereum appears after the EIP-6963 wait,
   * wallet-standard wallets register late) is awaited up to `waitMs`; then the namespace is
   * given up as disconnected.
   */
  async function reconnect(options: { waitMs?: number | undefined } = {}): Promise<void> {
    if (dependencies.persistence.getConnectionStatus() !== 'connected') return
    // The embedded wallet is not discovered: it loads itself and restores its own session (start-embedded-wallet);
    // WalletConnect restores its sessions on every namespace it served (start-walletconnect).
    const entries = (Object.entries(dependencies.persistence.getActiveConnectorIds()) as [ChainNamespace, string][]).filter(
      ([, id]) => id !== AUTH_CONNECTOR_ID && id !== WALLETCONNECT_CONNECTOR_ID,
    )
    await Promise.all(
      entries.map(async ([namespace, id]) => {
        const connector = await waitForConnector(namespace, id, options.waitMs ?? RECONNECT_WAIT_MS)
        if (connector) await syncAccount(connector, 'reconnecting')
        else clear(namespace)
      }),
    )
    showConnectedNamespace()
  }

  function waitForConnector(namespace: ChainNamespace, id: string, waitMs: number): Promise<Connector | undefined> {
    const present = dependencies.connectors.getConnector(id, namespace)
    if (present) return Promise.resolve(present)
    setAccount(namespace, restoring(store.getState().accounts[namespace], id, 'reconnecting'), isShownNamespace(namespace))
    return new Promise((resolve) => {
      const done = (connector: Connector | undefined): void => {
        clearTimeout(timer)
        unsubscribe()
        resolve(connector)
      }
      const unsubscribe = dependencies.connectors.store.subscribe(() => {
        const connector = dependencies.connectors.getConnector(id, namespace)
        if (connector) done(connector)
      })
      const timer = setTimeout(() => done(undefined), waitMs)
    })
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
    // One WalletConnect session, or the one embedded-wallet login, seen from several namespaces is one
    // wallet (its namespace connectors share its id): it is let go once.
    const wallets = new Map<unknown, Connector>()
    for (const connector of namespaces.map(getActiveConnector)) {
      if (connector)
        wallets.set(
          connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH' ? `${connector.type}:${connector.id}` : connector,
          connector,
        )
    }
    const results = await Promise.allSettled([...wallets.values()].map((connector) => connector.disconnect()))
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
    reconnect,
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
