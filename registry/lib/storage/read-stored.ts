import { logger } from '@/registry/lib/logger/logger'
import type { SafeStorage } from '@/registry/lib/storage/safe-storage'

/** Turns a stored JSON value into `T`, or undefined when it has another shape. */
export type StoredValueParser<T> = (value: unknown) => T | undefined

/**
 * Reads a JSON value and checks it with `parse`. Anything else in the slot (another version's
 * format, a hand edit, another script's key) is logged and read as absent, because stored data
 * is input the kit did not produce in this session. The parsers are small hand-written guards,
 * not a schema library: storage is read on page load, where every kilobyte counts.
 *
 * @example
 * const status = readStored(storage, storageKeys.connectionStatus, (v) => (v === 'connected' ? v : undefined))
 */
export function readStored<T>(storage: SafeStorage, key: string, parse: StoredValueParser<T>): T | undefined {
  const value = storage.getJson(key)
  if (value === undefined) return undefined
  const parsed = parse(value)
  if (parsed === undefined) logger.error('ignoring stored value of unexpected shape', key)
  return parsed
}

/** A non-empty string, else undefined. */
export const nonEmptyString: StoredValueParser<string> = (value) => (typeof value === 'string' && value.length > 0 ? value : undefined)

/** A plain object (not an array or null), else undefined. */
export const plainObject: StoredValueParser<Record<string, unknown>> = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
