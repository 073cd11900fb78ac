import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'

export type UpdateConnectionAccountParameters = { namespace: ChainNamespace; patch: Partial<AccountState> }

/**
 * Changes part of a namespace's account, if it has one; which namespace is active stays.
 *
 * @example
 * updateConnectionAccount(context, { namespace: 'eip155', patch: { profileName: 'vitalik.eth' } })
 */
export function updateConnectionAccount(context: ConnectionContext, { namespace, patch }: UpdateConnectionAccountParameters): void {
  const { store } = context
  const current = store.getState().accounts[namespace]
  if (current)
    setConnectionAccount(context, {
      namespace,
      account: { ...current, ...patch },
      activate: store.getState().activeNamespace === namespace,
    })
}
