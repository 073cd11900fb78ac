import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/walletconnect-constants'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import type { Connection } from '@/registry/lib/state/connection/connection-store'
import type { Connectors } from '@/registry/lib/state/wallets/connectors-store'
import type { StatePersistence } from '@/registry/lib/state/start/persistence'

// A returning visitor's restore: its own module, fetched beside wallet discovery only when the last
// visit ended connected, so a first visit's page load does not carry it.

/** How long reconnect waits for a persisted connector to be discovered. */
export const RECONNECT_WAIT_MS = 1_000

export type RestoreParts = { connection: Connection; connectors: Connectors; persistence: StatePersistence }

/**
 * On load, restores each namespace from its persisted connector id, without prompting. A
 * connector that is not registered yet (window.ethereum appears after the EIP-6963 wait,
 * wallet-standard wallets register late) is awaited up to `waitMs`; then the namespace is
 * given up as disconnected.
 *
 * @example
 * await reconnect(kit)
 */
export async function reconnect(kit: RestoreParts, options: { waitMs?: number | undefined } = {}): Promise<void> {
  if (kit.persistence.getConnectionStatus() !== 'connected') return
  // The embedded wallet is not discovered: it loads itself and restores its own session (start-embedded-wallet);
  // WalletConnect restores its sessions on every namespace it served (start-walletconnect).
  const entries = (Object.entries(kit.persistence.getActiveConnectorIds()) as [ChainNamespace, string][]).filter(
    ([, id]) => id !== AUTH_CONNECTOR_ID && id !== WALLETCONNECT_CONNECTOR_ID,
  )
  await Promise.all(
    entries.map(async ([namespace, id]) => {
      const connector = await waitForConnector(kit, namespace, id, options.waitMs ?? RECONNECT_WAIT_MS)
      if (connector) await kit.connection.syncAccount(connector, 'reconnecting')
      else kit.connection.clear(namespace)
    }),
  )
  kit.connection.showConnectedNamespace()
}

function waitForConnector(kit: RestoreParts, namespace: ChainNamespace, id: string, waitMs: number): Promise<Connector | undefined> {
  const present = kit.connectors.getConnector(id, namespace)
  if (present) return Promise.resolve(present)
  kit.connection.markRestoring(namespace, id, 'reconnecting')
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined): void => {
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    }
    const unsubscribe = kit.connectors.store.subscribe(() => {
      const connector = kit.connectors.getConnector(id, namespace)
      if (connector) done(connector)
    })
    const timer = setTimeout(() => done(undefined), waitMs)
  })
}
