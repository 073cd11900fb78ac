import { createLruMap, LRU_MAX_ENTRIES } from '@/registry/lib/cache/create-lru-map'

/** One cached value and when it was stored (SPEC §3 "Cache entries ... each with a timestamp"). */
export type CacheEntry<value = unknown> = { timestamp: number; value: value }

/** Where entries live; a host can back it with persistent storage. */
export type CacheStore = {
  get(key: string): CacheEntry | undefined
  set(key: string, entry: CacheEntry): void
  delete(key: string): void
}

export type TimedCache = {
  /** The value stored under `key` if it is younger than `maxAge` ms. */
  read<value>(key: string, maxAge: number): value | undefined
  write(key: string, value: unknown): void
  remove(key: string): void
}

/**
 * A cache that stamps each entry with `now()`; reading past its age drops it. Time comes from
 * `now` so that fake timers (and hosts with a server clock) decide expiry.
 *
 * @example
 * const cache = createTimedCache()
 * cache.write('balance:0xabc', balances)
 * cache.read('balance:0xabc', 30_000)
 */
export function createTimedCache(store: CacheStore = createMemoryStore(), now: () => number = Date.now): TimedCache {
  return {
    read<value>(key: string, maxAge: number) {
      const entry = store.get(key)
      if (!entry) return undefined
      if (now() - entry.timestamp >= maxAge) {
        store.delete(key)
        return undefined
      }
      return entry.value as value
    },
    write(key, value) {
      store.set(key, { timestamp: now(), value })
    },
    remove(key) {
      store.delete(key)
    },
  }
}

// In memory, at most 8192 entries (SPEC §9), the least recently used dropped first.
function createMemoryStore(): CacheStore {
  const entries = createLruMap<string, CacheEntry>(LRU_MAX_ENTRIES)
  return {
    get: (key) => entries.get(key),
    set: (key, entry) => void entries.set(key, entry),
    delete: (key) => void entries.delete(key),
  }
}
