import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { setActiveNamespace } from '@/registry/lib/state/connection/set-active-namespace'

/**
 * The active namespace lost its account (its wallet ended the session, or did not come back on
 * load) while another namespace is still connected: show that one instead of a disconnected kit.
 *
 * @example
 * showConnectedNamespace(context)
 */
export function showConnectedNamespace(context: ConnectionContext): void {
  const { accounts, activeNamespace } = context.store.getState()
  const status = activeNamespace ? accounts[activeNamespace]?.status : undefined
  if (status && status !== 'disconnected') return
  // Its wallet is still to be restored on load (WalletConnect restores apart from the discovered wallets).
  if (!status && activeNamespace && context.persistence.getActiveConnectorIds()[activeNamespace]) return
  const next = (Object.keys(accounts) as ChainNamespace[]).find((namespace) => accounts[namespace]?.status === 'connected')
  const network = next && context.networks.getActiveNetwork(next)
  if (!next) return
  // Through the networks, so the network button and the persisted last used chain follow.
  if (network) context.networks.setActive(network)
  else setActiveNamespace(context, { namespace: next })
}
