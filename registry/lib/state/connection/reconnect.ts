import { restoring } from '@/registry/lib/state/connection/account-state'
import { clearNamespace } from '@/registry/lib/state/connection/clear-namespace'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { restoreConnections } from '@/registry/lib/state/connection/restore-connections'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'
import { showConnectedNamespace } from '@/registry/lib/state/connection/show-connected-namespace'
import { syncAccount } from '@/registry/lib/state/connection/sync-account'

export type ReconnectParameters = {
  /** How long a persisted connector not registered yet is awaited (RECONNECT_WAIT_MS by default). */
  waitMs?: number | undefined
}

/**
 * On load, restores each namespace from its persisted connector id, without prompting
 * (restoreConnections); a namespace whose connector is awaited shows as reconnecting.
 *
 * @example
 * await reconnect(context, {})
 */
export function reconnect(context: ConnectionContext, parameters: ReconnectParameters): Promise<void> {
  const { store, persistence, connectors } = context
  return restoreConnections(
    {
      persistence,
      connectors,
      waiting: (namespace, id) =>
        setConnectionAccount(context, {
          namespace,
          account: restoring(store.getState().accounts[namespace], id, 'reconnecting'),
          activate: context.isShownNamespace(namespace),
        }),
      syncAccount: (connector, status) => syncAccount(context, { connector, status }),
      clear: (namespace) => clearNamespace(context, { namespace }),
      settled: () => showConnectedNamespace(context),
    },
    parameters,
  )
}
