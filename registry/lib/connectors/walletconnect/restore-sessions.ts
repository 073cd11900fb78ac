import { adoptSession } from '@/registry/lib/connectors/walletconnect/adopt-session'
import { findStoredSessions } from '@/registry/lib/connectors/walletconnect/find-stored-session'
import type { WalletConnectContext } from '@/registry/lib/connectors/walletconnect/walletconnect-context'

/**
 * Loads the stored sessions the marker lists, once: callers at the same time share the load, and
 * nothing is loaded while sessions are held. The namespaces the user released stay released.
 *
 * @example
 * await restoreSessions(context)
 * context.sessions.account('eip155')
 */
export async function restoreSessions(context: WalletConnectContext): Promise<void> {
  const { sessions, marker, primary } = context
  if (sessions.all().length) return
  const stored = marker.get()
  // Nothing was connected: do not pay for importing sign-client.
  if (!context.client.loaded() && !stored) return
  context.restoring ??= (async () => {
    const found = findStoredSessions(await context.client.get(), stored?.topics ?? (stored ? [stored.topic] : []))
    if (!found.length) return marker.clear()
    for (const namespace of stored?.released ?? []) sessions.release(namespace)
    for (const session of found)
      adoptSession(context, {
        session,
        wanted: session.topic === stored?.topic ? { namespace: primary, chainId: stored.chainId } : undefined,
      })
  })().finally(() => (context.restoring = undefined))
  return context.restoring
}
