import type { ConnectResult, Connector } from '@/registry/lib/connectors/types'
import { connectedAccount } from '@/registry/lib/state/connection/account-state'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'
import { watchConnector } from '@/registry/lib/state/connection/watch-connector'

export type AddSessionAccountParameters = {
  connector: Connector
  result: Pick<ConnectResult, 'address' | 'accounts' | 'chainId' | 'details'>
}

/**
 * Records the account a session holds on another namespace (a WalletConnect session approving
 * bip122 beside eip155), without making that namespace the active one. A namespace connected
 * through another wallet keeps it.
 *
 * @example
 * addSessionAccount(context, { connector: bitcoinConnector, result })
 */
export function addSessionAccount(context: ConnectionContext, { connector, result }: AddSessionAccountParameters): void {
  const current = context.store.getState().accounts[connector.chain]
  if (current?.status === 'connected' && current.connectorId !== connector.id) return
  context.sessionConnectors.set(connector.chain, connector)
  const activate = context.isShownNamespace(connector.chain)
  setConnectionAccount(context, { namespace: connector.chain, account: connectedAccount(connector, result), activate })
  watchConnector(context, { connector })
  // That namespace's network follows the session's chain, so switching to it later shows the right one.
  context.networks.handleChainChanged(connector.chain, result.chainId, activate)
}
