import { chainNamespaces, type CaipNetworkId, type ChainNamespace } from '@/registry/lib/caip/types'
import { createSafeStorage, type KeyValueStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

export type { KeyValueStorage } from '@/registry/lib/storage/safe-storage'

export type StoredConnectionStatus = 'connected' | 'disconnected'
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

const RECENT_LIMIT = 2
const caipNetworkIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * The state layer's persistent keys, under lib/storage's key names and safe wrapper (so a
 * sign-out clearing there is seen here, and failures are logged and swallowed). Values are
 * checked by hand: this sits on the page-load path, where a schema library would weigh most.
 *
 * @example
 * const persistence = createPersistence(globalThis.localStorage)
 */
export function createPersistence(storage: KeyValueStorage | undefined): StatePersistence {
  const safe = createSafeStorage(() => storage)
  const getActiveConnectorIds = (): Partial<Record<ChainNamespace, string>> => {
    const stored = safe.getJson(storageKeys.activeConnectorIds)
    if (!isRecord(stored)) return {}
    const ids: Partial<Record<ChainNamespace, string>> = {}
    for (const namespace of chainNamespaces) {
      const id = stored[namespace]
      if (typeof id === 'string' && id) ids[namespace] = id
    }
    return ids
  }
  return {
    getConnectionStatus: () => {
      const status = safe.getJson(storageKeys.connectionStatus)
      return status === 'connected' || status === 'disconnected' ? status : undefined
    },
    setConnectionStatus: (status) => safe.setJson(storageKeys.connectionStatus, status),
    getActiveConnectorIds,
    setActiveConnectorId(namespace, id) {
      const ids = { ...getActiveConnectorIds() }
      if (id === undefined) delete ids[namespace]
      else ids[namespace] = id
      safe.setJson(storageKeys.activeConnectorIds, Object.keys(ids).length ? ids : undefined)
    },
    getRecentWallets: () => {
      const stored = safe.getJson(storageKeys.recentWallets)
      if (!Array.isArray(stored)) return []
      const wallets = stored.filter(isRecord).flatMap((w) =>
        typeof w['id'] === 'string' && w['id'] ? [{ id: w['id'], rdns: optionalString(w['rdns']), name: optionalString(w['name']), imageUrl: optionalString(w['imageUrl']) }] : [],
      )
      return wallets.filter((w, i) => wallets.findIndex((x) => x.id === w.id) === i).slice(0, RECENT_LIMIT)
    },
    setRecentWallets: (wallets) => safe.setJson(storageKeys.recentWallets, wallets.slice(0, RECENT_LIMIT)),
    getLastUsedChain: () => {
      const id = safe.getJson(storageKeys.lastUsedChain)
      return typeof id === 'string' && caipNetworkIdPattern.test(id) ? (id as CaipNetworkId) : undefined
    },
    setLastUsedChain: (id) => safe.setJson(storageKeys.lastUsedChain, id),
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
