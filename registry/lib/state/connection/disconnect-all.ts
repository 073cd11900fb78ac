import type { ChainNamespace } from '@/registry/lib/caip/types'
import { clearNamespace } from '@/registry/lib/state/connection/clear-namespace'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { distinctWallets } from '@/registry/lib/state/connection/distinct-wallets'
import { getActiveConnector } from '@/registry/lib/state/connection/get-active-connector'

/**
 * "Disconnect" as users mean it: every namespace's wallet. A WalletConnect session holding several
 * namespaces is ended once. Every namespace ends disconnected even when a wallet fails to answer;
 * the first failure is rethrown after.
 *
 * @example
 * await disconnectAll(context)
 */
export async function disconnectAll(context: ConnectionContext): Promise<void> {
  const namespaces = Object.keys(context.store.getState().accounts) as ChainNamespace[]
  // One WalletConnect session, or the one embedded-wallet login, seen from several namespaces is one
  // wallet (its namespace connectors share its id): it is let go once.
  const wallets = distinctWallets(namespaces.map((namespace) => getActiveConnector(context, { namespace })))
  const results = await Promise.allSettled(wallets.map((connector) => connector.disconnect()))
  for (const namespace of namespaces) clearNamespace(context, { namespace, fallback: false })
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) throw failed.reason
}
