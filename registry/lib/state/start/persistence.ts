import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'
import { getActiveConnectorIds, setActiveConnectorId } from '@/registry/lib/storage/active-connector-ids'
import { getConnectionStatus, setConnectionStatus, type StoredConnectionStatus } from '@/registry/lib/storage/connection-status'
import { getLastUsedChain, setLastUsedChain } from '@/registry/lib/storage/last-used-chain'
import { getRecentWallets, setRecentWallets, type RecentWallet } from '@/registry/lib/storage/recent-wallets'
import { createSafeStorage, safeStorage, type KeyValueStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'

export type { KeyValueStorage } from '@/registry/lib/storage/safe-storage'
export type { StoredConnectionStatus } from '@/registry/lib/storage/connection-status'

/** What the stores keep across page loads: lib/storage's accessors bound to one storage. */
export type StatePersistence = {
  /** The storage every accessor of this kit reads, shared with the embedded wallet. */
  storage: SafeStorage
  getConnectionStatus(): StoredConnectionStatus | undefined
  setConnectionStatus(status: StoredConnectionStatus): void
  getActiveConnectorIds(): Partial<Record<ChainNamespace, string>>
  setActiveConnectorId(namespace: ChainNamespace, id: string | undefined): void
  getRecentWallets(): RecentWallet[]
  setRecentWallets(wallets: readonly RecentWallet[]): void
  getLastUsedChain(): CaipNetworkId | undefined
  setLastUsedChain(id: CaipNetworkId | undefined): void
}

/**
 * Binds lib/storage's accessors (the one place keys are named and values checked) to the kit's
 * storage: the page's localStorage by default, or the host's.
 *
 * @example
 * const persistence = createPersistence(createMemoryStorage())
 */
export function createPersistence(storage?: KeyValueStorage | undefined): StatePersistence {
  const safe = storage ? createSafeStorage(() => storage) : safeStorage
  return {
    storage: safe,
    getConnectionStatus: () => getConnectionStatus(safe),
    setConnectionStatus: (status) => setConnectionStatus(status, safe),
    getActiveConnectorIds: () => getActiveConnectorIds(safe),
    setActiveConnectorId: (namespace, id) => setActiveConnectorId(namespace, id, safe),
    getRecentWallets: () => getRecentWallets(safe),
    setRecentWallets: (wallets) => setRecentWallets(wallets, safe),
    getLastUsedChain: () => getLastUsedChain(safe),
    setLastUsedChain: (id) => setLastUsedChain(id, safe),
  }
}

// Kept here too: hosts and tests create a kit's storage next to its persistence.
export { createMemoryStorage } from '@/registry/lib/storage/memory-storage'
