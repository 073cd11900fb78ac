import type { ConnectResult, Connector } from '@/registry/lib/connectors/types'
import { connectedAccount } from '@/registry/lib/state/connection/account-state'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'
import { showConnectedNamespace } from '@/registry/lib/state/connection/show-connected-namespace'
import { watchConnector } from '@/registry/lib/state/connection/watch-connector'

export type RecordConnectedAccountParameters = {
  connector: Connector
  result: Pick<ConnectResult, 'address' | 'accounts' | 'chainId' | 'details'>
  /**
   * The user connected it now (connect, the default), so its namespace becomes the one shown; a
   * restored one (reconnect on load) becomes it only when it is the namespace the page was left
   * on, or when that one has no account.
   */
  activate?: boolean | undefined
}

/**
 * Records a connected account: its connector is remembered for its namespace and watched, and
 * that namespace's network follows the wallet's chain.
 *
 * @example
 * recordConnectedAccount(context, { connector, result: await connector.connect({}) })
 */
export function recordConnectedAccount(
  context: ConnectionContext,
  { connector, result, activate = true }: RecordConnectedAccountParameters,
): void {
  setConnectionAccount(context, { namespace: connector.chain, account: connectedAccount(connector, result), activate })
  context.persistence.setActiveConnectorId(connector.chain, connector.id)
  // A connector not registered on its namespace (a WalletConnect session seen from another namespace) is kept here.
  if (context.connectors.getConnector(connector.id, connector.chain) !== connector)
    context.sessionConnectors.set(connector.chain, connector)
  if (connector.type === 'WALLET_CONNECT') context.connectors.setConnectedThroughWalletConnect(true)
  watchConnector(context, { connector })
  context.networks.handleChainChanged(connector.chain, result.chainId, activate)
  if (!activate) showConnectedNamespace(context)
}
