import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/types'
import { getActiveConnectorIds, setActiveConnectorId } from '@/registry/lib/storage/active-connector-ids'
import { getConnectionStatus, setConnectionStatus, type StoredConnectionStatus } from '@/registry/lib/storage/connection-status'
import { getLastUsedChain, setLastUsedChain } from '@/registry/lib/storage/last-used-chain'
import { getRecentWallets, maxRecentWallets } from '@/registry/lib/storage/recent-wallets'
import { createSafeStorage, type KeyValueStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

export type { KeyValueStorage } from '@/registry/lib/storage/safe-storage'
export type { StoredConnectionStatus } from '@/registry/lib/storage/connection-status'

/** SPEC §3 "Recent wallet" (id, rdns), plus what the Connect view shows for it. */
export type RecentWallet = { id: string; rdns?: string | undefined; name?: string | undefined; imageUrl?: string | undefined }

/** What the stores keep across page loads (SPEC §3 local persistent keys the state layer owns). */
export type StatePersistence = {
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
 * The state layer's view of lib/storage over one storage instance. The keys are storage's, so
 * sign-out clearing there (last used chain) is seen here; failures are logged and swallowed.
 *
 * @example
 * const persistence = createPersistence(globalThis.localStorage)
 */
export function createPersistence(storage: KeyValueStorage | undefined): StatePersistence {
  const safe = createSafeStorage(() => storage)
  return {
    getConnectionStatus: () => getConnectionStatus(safe),
    setConnectionStatus: (status) => setConnectionStatus(status, safe),
    getActiveConnectorIds: () => getActiveConnectorIds(safe),
    setActiveConnectorId: (namespace, id) => setActiveConnectorId(namespace, id, safe),
    getRecentWallets: () =>
      getRecentWallets(safe).map((w) => ({ id: w.id, rdns: w.rdns, name: typeof w['name'] === 'string' ? w['name'] : undefined, imageUrl: typeof w['imageUrl'] === 'string' ? w['imageUrl'] : undefined })),
    setRecentWallets: (wallets) => safe.setJson(storageKeys.recentWallets, wallets.slice(0, maxRecentWallets)),
    getLastUsedChain: () => getLastUsedChain(safe),
    setLastUsedChain: (id) => setLastUsedChain(id, safe),
  }
}

/** An in-memory storage, used when the host has none (SSR, tests). */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
