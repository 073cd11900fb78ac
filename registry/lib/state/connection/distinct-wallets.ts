import type { Connector } from '@/registry/lib/connectors/types'

/**
 * The wallets behind the namespaces' connectors, each once: one WalletConnect session, or the one
 * embedded-wallet login, seen from several namespaces is one wallet (its namespace connectors
 * share its id), so it is let go once.
 *
 * @example
 * distinctWallets([walletConnectEvm, walletConnectSolana, injected]) // [walletConnectEvm, injected]
 */
export function distinctWallets(connectors: ReadonlyArray<Connector | undefined>): Connector[] {
  const wallets = new Map<unknown, Connector>()
  for (const connector of connectors) {
    if (!connector) continue
    const key = connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH' ? `${connector.type}:${connector.id}` : connector
    if (!wallets.has(key)) wallets.set(key, connector)
  }
  return [...wallets.values()]
}
