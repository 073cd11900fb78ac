import { emptyAccount } from '@/registry/lib/state/connection/account-state'
import { clearNamespace } from '@/registry/lib/state/connection/clear-namespace'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { unbackedAccounts } from '@/registry/lib/state/connection/restore-connections'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'

/**
 * Drops accounts shown from a returning visitor's marker that nothing will restore: the browser
 * says the last visit ended disconnected, or no wallet is recorded for that namespace.
 *
 * @example
 * dropUnbacked(context)
 */
export function dropUnbacked(context: ConnectionContext): void {
  const { store } = context
  for (const { namespace, drop } of unbackedAccounts(store.getState().accounts, context.persistence)) {
    if (drop === 'disconnect') clearNamespace(context, { namespace })
    else
      setConnectionAccount(context, {
        namespace,
        account: emptyAccount('reconnecting'),
        activate: store.getState().activeNamespace === namespace,
      })
  }
}
