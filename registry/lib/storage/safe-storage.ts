import { logger } from '@/registry/lib/logger/logger'

/** The Web Storage subset walletkit uses; `window.localStorage` satisfies it. */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Storage access that never throws: failures are logged and read as "nothing stored". */
export type SafeStorage = {
  getItem(key: string): string | undefined
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /** JSON.parse of the stored value; undefined when absent or not JSON. */
  getJson(key: string): unknown
  /** Stores JSON.stringify(value); `undefined` removes the key. */
  setJson(key: string, value: unknown): void
}

/**
 * Finds the page's localStorage. No window means server rendering (nothing to persist), and
 * merely reading `window.localStorage` throws in sandboxed frames and with cookies blocked.
 */
function browserStorage(): KeyValueStorage | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return window.localStorage ?? undefined
  } catch (error) {
    logger.error('localStorage is not accessible', error)
    return undefined
  }
}

/**
 * Wraps a storage so that every failure (missing storage, SecurityError, QuotaExceededError,
 * corrupt JSON) is swallowed and logged (SPEC §8). `resolve` is asked on every call, so a
 * storage that appears after start-up (tests, hydration) is picked up.
 *
 * @example
 * const storage = createSafeStorage(() => sessionStorage)
 * storage.setJson('@walletkit/x', { a: 1 })
 */
export function createSafeStorage(resolve: () => KeyValueStorage | undefined = browserStorage): SafeStorage {
  const attempt = <T>(what: string, key: string, fallback: T, run: (storage: KeyValueStorage) => T): T => {
    try {
      const storage = resolve()
      return storage ? run(storage) : fallback
    } catch (error) {
      logger.error(`storage ${what} failed`, key, error)
      return fallback
    }
  }
  const getItem = (key: string) => attempt('read', key, undefined, (storage) => storage.getItem(key) ?? undefined)
  const setItem = (key: string, value: string) => attempt('write', key, undefined, (storage) => storage.setItem(key, value))
  const removeItem = (key: string) => attempt('remove', key, undefined, (storage) => storage.removeItem(key))
  return {
    getItem,
    setItem,
    removeItem,
    getJson(key) {
      const raw = getItem(key)
      if (raw === undefined) return undefined
      try {
        return JSON.parse(raw) as unknown
      } catch (error) {
        logger.error('storage value is not JSON', key, error)
        return undefined
      }
    },
    setJson(key, value) {
      if (value === undefined) removeItem(key)
      else setItem(key, JSON.stringify(value))
    },
  }
}

/** The page's localStorage, made safe. Accessors use it unless given another. */
export const safeStorage: SafeStorage = createSafeStorage()
