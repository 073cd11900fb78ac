import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Emitter } from '@/registry/lib/connectors/emitter'
import type { ConnectResult, Connector, ConnectorEvents } from '@/registry/lib/connectors/connector-interface'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/connector-types'
import { ProviderUndefinedError } from '@/registry/lib/errors/connector'

/**
 * A WalletConnect session seen from another of its namespaces: the connector the connection
 * records for a bip122 or polkadot account that came with an eip155 session, or that a pairing
 * for that namespace alone brought. It shares the connector (requests and switching reach the
 * session serving the namespace; disconnect ends every session, disconnectNamespace this namespace alone) and has events of its own, so
 * the connection follows that namespace's accounts and chain.
 */
export function createNamespaceConnector(
  session: WalletConnectConnector,
  namespace: ChainNamespace,
  events: Emitter<ConnectorEvents>,
): Connector {
  const account = (): ConnectResult => {
    const result = session.sessionAccount(namespace)
    if (!result) throw new ProviderUndefinedError({ details: `The WalletConnect session holds no ${namespace} account` })
    return result
  }
  return {
    id: session.id,
    name: session.name,
    type: session.type,
    chain: namespace,
    imageUrl: session.imageUrl,
    events,
    provider: session.provider,
    // Connecting this namespace (the scoped Connect) uses a held session's account there, else pairs
    // a wallet for it alone; the sessions of the other namespaces are left as they are.
    connect: (parameters) => session.connectNamespace(namespace, parameters?.chainId),
    disconnect: () => session.disconnect(),
    disconnectNamespace: () => session.disconnectNamespaceOf(namespace),
    async getAccounts() {
      await session.restore()
      return session.sessionAccount(namespace)?.accounts ?? []
    },
    async getChainId() {
      await session.restore()
      return account().chainId
    },
    switchChain: (network) => session.switchChain(network),
    request: (args) => session.request(args),
  }
}
