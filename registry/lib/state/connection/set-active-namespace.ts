import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'

export type SetActiveNamespaceParameters = { namespace: ChainNamespace }

/**
 * Makes another connected namespace the one the modal shows.
 *
 * @example
 * setActiveNamespace(context, { namespace: 'solana' })
 */
export function setActiveNamespace(context: ConnectionContext, { namespace }: SetActiveNamespaceParameters): void {
  const active = context.store.getState().accounts[namespace]
  context.store.setState({ activeNamespace: namespace, account: active, status: active?.status ?? 'disconnected' })
}
