import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/types'
import { logger } from '@/registry/lib/logger/logger'

/** The Web Storage subset the state layer needs; `localStorage` satisfies it. */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type StoredConnectionStatus = 'connected' | 'disconnected'
/** SPEC §3 "Recent wallet". */
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

export const stateStorageKeys = {
  connectionStatus: '@walletkit/connection_status',
  activeConnectorIds: '@walletkit/active_connector_ids',
  recentWallets: '@walletkit/recent_wallets',
  lastUsedChain: '@walletkit/active_caip_network_id',
} as const

/**
 * Builds the persistence port over a key-value storage. A missing or throwing storage is logged
 * and swallowed (SPEC §8), so the kit keeps working in private windows and on servers.
 *
 * @example
 * const persistence = createPersistence(globalThis.localStorage)
 */
export function createPersistence(storage: KeyValueStorage | undefined): StatePersistence {
  const read = <T>(key: string, fallback: T): T => {
    try {
      const raw = storage?.getItem(key)
      return raw == null ? fallback : (JSON.parse(raw) as T)
    } catch (error) {
      logger.warn('storage read failed', key, error)
      return fallback
    }
  }
  const write = (key: string, value: unknown): void => {
    try {
      if (value === undefined) storage?.removeItem(key)
      else storage?.setItem(key, JSON.stringify(value))
    } catch (error) {
      logger.warn('storage write failed', key, error)
    }
  }
  return {
    getConnectionStatus: () => {
      const status = read<unknown>(stateStorageKeys.connectionStatus, undefined)
      return status === 'connected' || status === 'disconnected' ? status : undefined
    },
    setConnectionStatus: (status) => write(stateStorageKeys.connectionStatus, status),
    getActiveConnectorIds: () => {
      const ids = read<unknown>(stateStorageKeys.activeConnectorIds, {})
      return ids && typeof ids === 'object' ? (ids as Partial<Record<ChainNamespace, string>>) : {}
    },
    setActiveConnectorId(namespace, id) {
      const ids = { ...this.getActiveConnectorIds() }
      if (id === undefined) delete ids[namespace]
      else ids[namespace] = id
      write(stateStorageKeys.activeConnectorIds, ids)
    },
    getRecentWallets: () => {
      const list = read<unknown>(stateStorageKeys.recentWallets, [])
      return Array.isArray(list) ? list.filter((w): w is RecentWallet => typeof w?.id === 'string') : []
    },
    setRecentWallets: (wallets) => write(stateStorageKeys.recentWallets, wallets),
    getLastUsedChain: () => {
      const id = read<unknown>(stateStorageKeys.lastUsedChain, undefined)
      return typeof id === 'string' && id.includes(':') ? (id as CaipNetworkId) : undefined
    },
    setLastUsedChain: (id) => write(stateStorageKeys.lastUsedChain, id),
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
