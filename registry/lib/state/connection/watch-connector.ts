import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { Connector } from '@/registry/lib/connectors/types'
import { clearNamespace } from '@/registry/lib/state/connection/clear-namespace'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { watchConnectorEvents } from '@/registry/lib/state/connection/connector-events'
import { updateConnectionAccount } from '@/registry/lib/state/connection/update-connection-account'

export type WatchConnectorParameters = { connector: Connector }

/**
 * The wallet can change accounts or chains on its own: the store follows its connector's events,
 * one connector per namespace (a newer one replaces the one watched before).
 *
 * @example
 * watchConnector(context, { connector })
 */
export function watchConnector(context: ConnectionContext, { connector }: WatchConnectorParameters): void {
  context.unsubscribers.get(connector.chain)?.()
  const off = watchConnectorEvents(connector, {
    account: (namespace: ChainNamespace) => context.store.getState().accounts[namespace],
    updateAccount: (namespace, patch) => updateConnectionAccount(context, { namespace, patch }),
    clear: (namespace) => clearNamespace(context, { namespace }),
    networks: context.networks,
  })
  context.unsubscribers.set(connector.chain, off)
}
