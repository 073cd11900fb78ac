import * as z from 'zod/mini'
import { logger } from '@/registry/lib/logger/logger'
import type { SafeStorage } from '@/registry/lib/storage/safe-storage'

/**
 * Reads a JSON value and checks it against `schema`. Anything else in the slot (another
 * version's format, a hand edit, another script's key) is logged and read as absent, because
 * stored data is input the kit did not produce in this session. Any zod 4 schema works; the
 * accessors use `zod/mini` because storage is read at start-up and classic zod weighs ~90 KB
 * gzipped against ~5 KB.
 *
 * @example
 * const status = readStored(storage, storageKeys.connectionStatus, z.enum(['connected', 'disconnected']))
 */
export function readStored<Schema extends z.core.$ZodType>(storage: SafeStorage, key: string, schema: Schema): z.output<Schema> | undefined {
  const value = storage.getJson(key)
  if (value === undefined) return undefined
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  logger.error('ignoring stored value of unexpected shape', key, result.error.issues)
  return undefined
}
