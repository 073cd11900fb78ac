import type { Connector } from '@/registry/lib/connectors/types'
import { restoring } from '@/registry/lib/state/connection/account-state'
import { clearNamespace } from '@/registry/lib/state/connection/clear-namespace'
import type { ConnectionContext } from '@/registry/lib/state/connection/connection-context'
import { recordConnectedAccount } from '@/registry/lib/state/connection/record-connected-account'
import { setConnectionAccount } from '@/registry/lib/state/connection/set-connection-account'

export type SyncAccountParameters = {
  connector: Connector
  /** Shown while the wallet answers (default connecting; reconnecting on load). */
  status?: 'connecting' | 'reconnecting' | undefined
}

/**
 * SPEC §4 sync: connecting, then connected when the wallet still exposes an account, else
 * disconnected. Never prompts; resolves whether an account came back.
 *
 * @example
 * const connected = await syncAccount(context, { connector, status: 'reconnecting' })
 */
export async function syncAccount(
  context: ConnectionContext,
  { connector, status = 'connecting' }: SyncAccountParameters,
): Promise<boolean> {
  const activate = context.isShownNamespace(connector.chain)
  setConnectionAccount(context, {
    namespace: connector.chain,
    account: restoring(context.store.getState().accounts[connector.chain], connector.id, status),
    activate,
  })
  try {
    // A connector that can restore a session (the embedded wallet) says more than its addresses.
    const restored = connector.resume ? await connector.resume() : undefined
    const accounts = restored?.accounts ?? (connector.resume ? [] : await connector.getAccounts())
    const [address] = accounts
    if (!address) {
      clearNamespace(context, { namespace: connector.chain })
      return false
    }
    recordConnectedAccount(context, {
      connector,
      result: restored ?? { address, accounts, chainId: await connector.getChainId() },
      activate,
    })
    return true
  } catch {
    clearNamespace(context, { namespace: connector.chain })
    return false
  }
}
