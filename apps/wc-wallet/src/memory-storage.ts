import type { CoreTypes } from '@walletconnect/types'

export type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>

/**
 * A process-local key-value store in the shape sign-client's core expects. Node has no
 * IndexedDB or localStorage, and each peer in a test needs storage of its own (or, to prove
 * session restore, a second client over the same one).
 */
export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T = unknown>() => [...entries.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void entries.set(key, structuredClone(value)),
    removeItem: async (key: string) => void entries.delete(key),
  }
}
