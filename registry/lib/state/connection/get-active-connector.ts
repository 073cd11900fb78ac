import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { Connector } from '@/registry/lib/connectors/types'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'

export type GetActiveConnectorParameters = { namespace: ChainNamespace }

/**
 * The connector behind a namespace's account: the one registered on it, else the session's
 * (a WalletConnect session seen from another namespace).
 *
 * @example
 * getActiveConnector(context, { namespace: 'eip155' })?.getProvider()
 */
export function getActiveConnector(context: ConnectionContext, { namespace }: GetActiveConnectorParameters): Connector | undefined {
  const id = context.store.getState().accounts[namespace]?.connectorId
  return id ? (context.connectors.getConnector(id, namespace) ?? context.sessionConnectors.get(namespace)) : undefined
}
