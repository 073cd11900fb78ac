import type { KeyValueStorage } from '@/registry/lib/storage/safe-storage'

/**
 * An in-memory Web Storage: for server rendering, tests, and hosts that must not persist.
 *
 * @example
 * createWalletKit({ projectId, networks, storage: createMemoryStorage() })
 */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
