import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'

export type SetConnectionAccountParameters = {
  namespace: ChainNamespace
  /** Undefined removes the namespace's account. */
  account: AccountState | undefined
  /** Make the namespace the active one (default true); otherwise the active one stays. */
  activate?: boolean | undefined
}

/**
 * Writes one namespace's account, mirrors the active one into `account` and `status`, and
 * stores the page's connection status.
 *
 * @example
 * setConnectionAccount(context, { namespace: 'eip155', account: emptyAccount('connecting') })
 */
export function setConnectionAccount(
  context: ConnectionContext,
  { namespace, account, activate = true }: SetConnectionAccountParameters,
): void {
  const { store, persistence } = context
  const accounts = { ...store.getState().accounts }
  if (account) accounts[namespace] = account
  else delete accounts[namespace]
  const activeNamespace = activate ? namespace : store.getState().activeNamespace
  const active = activeNamespace ? accounts[activeNamespace] : undefined
  store.setState({ accounts, activeNamespace, account: active, status: active?.status ?? 'disconnected' })
  // One stored status for the page: connected while any namespace is; transient states are never written.
  const anyConnected = Object.values(accounts).some((a) => a?.status === 'connected')
  if (anyConnected) persistence.setConnectionStatus('connected')
  else if (account?.status !== 'connecting' && account?.status !== 'reconnecting') persistence.setConnectionStatus('disconnected')
}
