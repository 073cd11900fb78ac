/** SPEC §9: the kit's caches hold at most 8192 entries. */
export const LRU_MAX_ENTRIES = 8192

export type LruMap<key, value> = {
  /** The value under `key`, which becomes the most recently used entry. */
  get(key: key): value | undefined
  /** Stores `value`; past the bound, the least recently used entry is dropped. */
  set(key: key, value: value): void
  delete(key: key): void
  clear(): void
  readonly size: number
}

/**
 * A Map bounded to `maxEntries`, dropping the least recently used entry (a Map keeps insertion
 * order, so re-inserting on read keeps the oldest first).
 *
 * @example
 * const clients = createLruMap<string, EvmClient>(8192)
 */
export function createLruMap<key, value>(maxEntries: number = LRU_MAX_ENTRIES): LruMap<key, value> {
  if (!Number.isSafeInteger(maxEntries) || maxEntries < 1)
    throw new RangeError(`LRU bound must be a positive integer, got ${String(maxEntries)}`)
  const entries = new Map<key, value>()
  return {
    get(key) {
      if (!entries.has(key)) return undefined
      const value = entries.get(key) as value
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as key)
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
