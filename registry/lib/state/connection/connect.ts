import type { ConnectResult, Connector } from '@/registry/lib/connectors/types'
import { ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import { emptyAccount } from '@/registry/lib/state/connection/account-state'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { recordConnectedAccount } from '@/registry/lib/state/connection/record-connected-account'
import { setActiveNamespace } from '@/registry/lib/state/connection/set-active-namespace'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'

export type ConnectParameters = {
  connector: Connector
  /** The chain to connect on; by default the namespace's active network. */
  chainId?: number | string | undefined
}

/**
 * Asks the wallet to connect; failures leave the namespace disconnected and rethrow.
 *
 * @example
 * const { address } = await connect(context, { connector })
 */
export async function connect(context: ConnectionContext, { connector, chainId }: ConnectParameters): Promise<ConnectResult> {
  const before = context.store.getState()
  setConnectionAccount(context, {
    namespace: connector.chain,
    account: { ...(before.accounts[connector.chain] ?? emptyAccount('connecting')), status: 'connecting' },
  })
  try {
    const result = await connector.connect({ chainId: chainId ?? context.networks.getActiveNetwork(connector.chain)?.id })
    recordConnectedAccount(context, { connector, result })
    if (connector.type !== 'AUTH')
      context.connectors.addRecentWallet({
        id: connector.id,
        rdns: connector.info?.rdns,
        name: connector.name,
        imageUrl: connector.imageUrl ?? connector.info?.icon,
      })
    return result
  } catch (error) {
    // A refused second wallet must not take down the session that was already there.
    const previous = before.accounts[connector.chain]
    setConnectionAccount(context, {
      namespace: connector.chain,
      account: previous?.status === 'connected' ? previous : emptyAccount('disconnected'),
      activate: false,
    })
    if (before.activeNamespace) setActiveNamespace(context, { namespace: before.activeNamespace })
    if (error instanceof ProviderRpcError) context.alerts?.raise(error.alert)
    throw error
  }
}
