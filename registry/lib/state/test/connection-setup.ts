import { vi } from 'vitest'
import { createAlerts } from '@/registry/lib/state/modal/alerts-store'
import { createConnection } from '@/registry/lib/state/connection/connection-store'
import { createConnectors } from '@/registry/lib/state/wallets/connectors-store'
import { createNetworks } from '@/registry/lib/state/networks/networks-store'
import { createMemoryStorage, createPersistence, type KeyValueStorage } from '@/registry/lib/state/start/persistence'
import { createRouter } from '@/registry/lib/state/modal/router-store'
import { evmNetwork } from '@/registry/lib/state/test/fake-connector'

/** A connection with its connectors, networks (two EVM chains) and persistence on `storage`: a page load. */
export function connectionSetup(storage: KeyValueStorage = createMemoryStorage()) {
  const persistence = createPersistence(storage)
  const connectors = createConnectors({}, { persistence })
  const router = createRouter({ close: vi.fn(), isConnected: () => false })
  let connection: ReturnType<typeof createConnection> | undefined
  const networks = createNetworks(
    { networks: [evmNetwork(1), evmNetwork(10)] },
    { alerts: createAlerts(), router, persistence, getActiveConnector: (ns) => connection?.getActiveConnector(ns) },
  )
  connection = createConnection({ connectors, networks, persistence })
  return { connection, connectors, networks, persistence, router, storage }
}
