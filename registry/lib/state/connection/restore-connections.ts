import type { ChainNamespace } from '@/registry/lib/caip/types'
import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import type { Connector } from '@/registry/lib/connectors/types'
import type { AccountState } from '@/registry/lib/state/connection/account-state'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/constants'
import type { StatePersistence } from '@/registry/lib/state/start/persistence'
import type { Connectors } from '@/registry/lib/state/wallets/connectors-store'

/** How long reconnect waits for a persisted connector to be discovered. */
export const RECONNECT_WAIT_MS = 1_000

export type RestoreContext = {
  persistence: Pick<StatePersistence, 'getConnectionStatus' | 'getActiveConnectorIds'>
  connectors: Pick<Connectors, 'store' | 'getConnector'>
  /** The namespace is shown as reconnecting while its connector is awaited. */
  waiting: (namespace: ChainNamespace, id: string) => void
  syncAccount: (connector: Connector, status: 'reconnecting') => Promise<boolean>
  clear: (namespace: ChainNamespace) => void
  /** After every namespace settled: show a connected one if the shown one did not come back. */
  settled: () => void
}

/** The connector `id` on `namespace` once it is registered, or undefined after `waitMs`. */
function waitForConnector(context: RestoreContext, namespace: ChainNamespace, id: string, waitMs: number): Promise<Connector | undefined> {
  const present = context.connectors.getConnector(id, namespace)
  if (present) return Promise.resolve(present)
  context.waiting(namespace, id)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined): void => {
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    }
    const unsubscribe = context.connectors.store.subscribe(() => {
      const connector = context.connectors.getConnector(id, namespace)
      if (connector) done(connector)
    })
    const timer = setTimeout(() => done(undefined), waitMs)
  })
}

/**
 * On load, restores each namespace from its persisted connector id, without prompting. A
 * connector that is not registered yet (window.ethereum appears after the EIP-6963 wait,
 * wallet-standard wallets register late) is awaited up to `waitMs`; then the namespace is
 * given up as disconnected.
 *
 * @example
 * await restoreConnections({ persistence, connectors, waiting, syncAccount, clear, settled })
 */
export async function restoreConnections(context: RestoreContext, options: { waitMs?: number | undefined } = {}): Promise<void> {
  if (context.persistence.getConnectionStatus() !== 'connected') return
  // The embedded wallet is not discovered: it loads itself and restores its own session (start-embedded-wallet);
  // WalletConnect restores its sessions on every namespace it served (start-walletconnect).
  const entries = (Object.entries(context.persistence.getActiveConnectorIds()) as [ChainNamespace, string][]).filter(
    ([, id]) => id !== AUTH_CONNECTOR_ID && id !== WALLETCONNECT_CONNECTOR_ID,
  )
  await Promise.all(
    entries.map(async ([namespace, id]) => {
      const connector = await waitForConnector(context, namespace, id, options.waitMs ?? RECONNECT_WAIT_MS)
      if (connector) await context.syncAccount(connector, 'reconnecting')
      else context.clear(namespace)
    }),
  )
  context.settled()
}

export type UnbackedAccount = { namespace: ChainNamespace; drop: 'disconnect' | 'blank' }

/**
 * Accounts shown from a returning visitor's marker that nothing will restore: the browser says the
 * last visit ended disconnected (`disconnect`), or another wallet is recorded for that namespace,
 * whose own restore runs without the marker's address on screen (`blank`).
 *
 * @example
 * unbackedAccounts(store.getState().accounts, persistence) // [{ namespace: 'eip155', drop: 'disconnect' }]
 */
export function unbackedAccounts(
  accounts: Partial<Record<ChainNamespace, AccountState>>,
  persistence: RestoreContext['persistence'],
): UnbackedAccount[] {
  const connected = persistence.getConnectionStatus() === 'connected'
  const ids = persistence.getActiveConnectorIds()
  return (Object.entries(accounts) as Array<[ChainNamespace, AccountState]>).flatMap(([namespace, account]): UnbackedAccount[] => {
    if (account.status !== 'reconnecting' || !account.address) return []
    if (!connected) return [{ namespace, drop: 'disconnect' }]
    return ids[namespace] !== account.connectorId ? [{ namespace, drop: 'blank' }] : []
  })
}
