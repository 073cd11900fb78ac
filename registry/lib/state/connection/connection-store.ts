import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { ConnectResult, Connector } from '@/registry/lib/connectors/types'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import { addSessionAccount } from '@/registry/lib/state/connection/add-session-account'
import { connect } from '@/registry/lib/state/connection/connect'
import {
  createConnectionContext,
  type ConnectionDependencies,
  type ConnectionState,
} from '@/registry/lib/state/connection/connection-context'
import { disconnect } from '@/registry/lib/state/connection/disconnect'
import { disconnectAll } from '@/registry/lib/state/connection/disconnect-all'
import { dropUnbacked } from '@/registry/lib/state/connection/drop-unbacked'
import { getActiveConnector } from '@/registry/lib/state/connection/get-active-connector'
import { reconnect } from '@/registry/lib/state/connection/reconnect'
import { setActiveNamespace } from '@/registry/lib/state/connection/set-active-namespace'
import { syncAccount } from '@/registry/lib/state/connection/sync-account'
import { updateConnectionAccount } from '@/registry/lib/state/connection/update-connection-account'

export { RECONNECT_WAIT_MS } from '@/registry/lib/state/connection/restore-connections'

/**
 * Connection status and accounts. Only connected/disconnected are persisted; connecting and
 * reconnecting are transient (SPEC §4). Each method is an action of its own file, all sharing
 * one context.
 *
 * @example
 * await connection.connect(connector)
 */
export function createConnection(dependencies: ConnectionDependencies) {
  const context = createConnectionContext(dependencies)
  const { store } = context
  // Picking another namespace's network (the Networks view) shows that namespace's account.
  dependencies.networks.store.subscribe((state, previous) => {
    if (
      state.activeNamespace !== previous.activeNamespace &&
      state.activeNamespace &&
      state.activeNamespace !== store.getState().activeNamespace
    )
      setActiveNamespace(context, { namespace: state.activeNamespace })
  })
  return {
    store,
    /** Asks the wallet to connect; failures leave the namespace disconnected and rethrow. */
    connect: (connector: Connector, parameters: { chainId?: number | string | undefined } = {}): Promise<ConnectResult> =>
      connect(context, { connector, chainId: parameters.chainId }),
    /** SPEC §4 sync: connecting, then connected when the wallet still exposes an account, else disconnected. */
    syncAccount: (connector: Connector, status: 'connecting' | 'reconnecting' = 'connecting'): Promise<boolean> =>
      syncAccount(context, { connector, status }),
    /** Records the account a session holds on another namespace, without making that namespace the active one. */
    addSessionAccount: (connector: Connector, result: Pick<ConnectResult, 'address' | 'accounts' | 'chainId' | 'details'>): void =>
      addSessionAccount(context, { connector, result }),
    /** On load, restores each namespace from its persisted connector id, without prompting. */
    reconnect: (options: { waitMs?: number | undefined } = {}): Promise<void> => reconnect(context, options),
    /** Drops accounts shown from a returning visitor's marker that nothing will restore. */
    dropUnbacked: (): void => dropUnbacked(context),
    /** Disconnects one namespace (the active one by default); disconnectAll is the user's "Disconnect". */
    disconnect: (namespace: ChainNamespace | undefined = store.getState().activeNamespace): Promise<void> =>
      disconnect(context, { namespace }),
    disconnectAll: (): Promise<void> => disconnectAll(context),
    updateAccount: (namespace: ChainNamespace, patch: Partial<AccountState>): void =>
      updateConnectionAccount(context, { namespace, patch }),
    /** Makes another connected namespace the one the modal shows. */
    setActiveNamespace: (namespace: ChainNamespace): void => setActiveNamespace(context, { namespace }),
    isConnected: (): boolean => store.getState().status === 'connected',
    getActiveConnector: (namespace: ChainNamespace): Connector | undefined => getActiveConnector(context, { namespace }),
  }
}

export type Connection = ReturnType<typeof createConnection>
export type { ConnectionDependencies, ConnectionState }
