import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { Connector } from '@/registry/lib/connectors/types'
import type { Alerts } from '@/registry/lib/state/modal/alerts-store'
import type { Connectors } from '@/registry/lib/state/wallets/connectors-store'
import type { Networks } from '@/registry/lib/state/networks/networks-store'
import type { StatePersistence } from '@/registry/lib/state/start/persistence'
import type { InitialConnection } from '@/registry/lib/state/connection/session-cookie'
import { initialAccounts, type AccountState, type ConnectionStatus } from '@/registry/lib/state/connection/account-state'

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

/** What every connection action shares: the store, the kit's stores it works with, and what follows each namespace's wallet. */
export type ConnectionContext = Pick<ConnectionDependencies, 'connectors' | 'networks' | 'persistence' | 'alerts'> & {
  store: StoreApi<ConnectionState>
  /** Per namespace, what stops following its wallet's events. */
  unsubscribers: Map<ChainNamespace, () => void>
  /** Connectors of accounts that came with another namespace's session (WalletConnect), not registered on their own. */
  sessionConnectors: Map<ChainNamespace, Connector>
  /** Whether the networks show this namespace now (a restored or session account only becomes the active one then). */
  isShownNamespace: (namespace: ChainNamespace) => boolean
}

/**
 * The one context a connection's actions share, its store starting from a returning visitor's
 * last connection when there is one.
 *
 * @example
 * const context = createConnectionContext({ connectors, networks, persistence })
 * await connect(context, { connector })
 */
export function createConnectionContext(dependencies: ConnectionDependencies): ConnectionContext {
  const { connectors, networks, persistence, alerts } = dependencies
  // The namespace shown is the networks' active one (the persisted last used chain at start), so
  // picking a Bitcoin network in the Networks view shows the Bitcoin account.
  const startAccounts = initialAccounts(dependencies.initial)
  const startNamespace =
    (dependencies.initial?.activeNamespace && startAccounts[dependencies.initial.activeNamespace]
      ? dependencies.initial.activeNamespace
      : undefined) ?? networks.store.getState().activeNamespace
  const startAccount = startNamespace ? startAccounts[startNamespace] : undefined
  const store = createStore<ConnectionState>()(() => ({
    status: startAccount?.status ?? 'disconnected',
    activeNamespace: startNamespace,
    account: startAccount,
    accounts: startAccounts,
  }))
  return {
    store,
    connectors,
    networks,
    persistence,
    alerts,
    unsubscribers: new Map(),
    sessionConnectors: new Map(),
    isShownNamespace: (namespace) => networks.store.getState().activeNamespace === namespace,
  }
}
