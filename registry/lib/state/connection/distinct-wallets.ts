import type { Connector } from '@/registry/lib/connectors/connector-interface'

/**
 * The wallets behind some namespaces' connectors, each once: a WalletConnect session, or the one
 * embedded-wallet login, seen from several namespaces is one wallet (its namespace connectors share
 * its id), so it is let go once.
 *
 * @example
 * await Promise.allSettled(distinctWallets(namespaces.map(getActiveConnector)).map((c) => c.disconnect()))
 */
export function distinctWallets(connectors: ReadonlyArray<Connector | undefined>): Connector[] {
  const wallets = new Map<unknown, Connector>()
  for (const connector of connectors) {
    if (!connector) continue
    const shared = connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH'
    wallets.set(shared ? `${connector.type}:${connector.id}` : connector, connector)
  }
  return [...wallets.values()]
}
