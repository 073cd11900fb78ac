import type { ChainNamespace } from '@/registry/lib/caip/types'
import { clearNamespace } from '@/registry/lib/state/connection/clear-namespace'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { getActiveConnector } from '@/registry/lib/state/connection/get-active-connector'

export type DisconnectParameters = {
  /** The namespace to let go; by default the active one. */
  namespace?: ChainNamespace | undefined
}

/**
 * Disconnects one namespace. A wallet serving several (a WalletConnect session) lets go of this
 * one alone; the other namespaces stay connected. disconnectAll is the user's "Disconnect".
 * The namespace ends disconnected even when its wallet fails to answer (and the failure is rethrown).
 *
 * @example
 * await disconnect(context, { namespace: 'solana' })
 */
export async function disconnect(context: ConnectionContext, parameters: DisconnectParameters): Promise<void> {
  const namespace = parameters.namespace ?? context.store.getState().activeNamespace
  if (!namespace) return
  const connector = getActiveConnector(context, { namespace })
  try {
    await (connector?.disconnectNamespace ? connector.disconnectNamespace() : connector?.disconnect())
  } finally {
    clearNamespace(context, { namespace })
  }
}
