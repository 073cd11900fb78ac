import type { ChainNamespace } from '@/registry/lib/caip/types'
import { emptyAccount } from '@/registry/lib/state/connection/account-state'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'
import { showConnectedNamespace } from '@/registry/lib/state/connection/show-connected-namespace'

export type ClearNamespaceParameters = {
  namespace: ChainNamespace
  /** Show another connected namespace when this one was shown (default true). */
  fallback?: boolean | undefined
}

/**
 * The namespace lost its wallet: it stops following the wallet's events, forgets its connector
 * and ends disconnected.
 *
 * @example
 * clearNamespace(context, { namespace: 'eip155' })
 */
export function clearNamespace(context: ConnectionContext, { namespace, fallback }: ClearNamespaceParameters): void {
  const { store } = context
  context.unsubscribers.get(namespace)?.()
  context.unsubscribers.delete(namespace)
  context.sessionConnectors.delete(namespace)
  context.persistence.setActiveConnectorId(namespace, undefined)
  const wasWalletConnect = store.getState().accounts[namespace]?.connectedWalletInfo?.type === 'WALLET_CONNECT'
  setConnectionAccount(context, {
    namespace,
    account: { ...emptyAccount('disconnected') },
    activate: store.getState().activeNamespace === namespace,
  })
  // Another namespace may still be connected through a WalletConnect session (one paired for it alone).
  const stillWalletConnect = Object.values(store.getState().accounts).some(
    (a) => a?.status === 'connected' && a.connectedWalletInfo?.type === 'WALLET_CONNECT',
  )
  if (wasWalletConnect && !stillWalletConnect) context.connectors.setConnectedThroughWalletConnect(false)
  if (fallback !== false) showConnectedNamespace(context)
}
