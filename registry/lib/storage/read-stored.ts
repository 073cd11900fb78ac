import type { z } from 'zod'
import { logger } from '@/registry/lib/logger/logger'
import type { SafeStorage } from '@/registry/lib/storage/safe-storage'

/**
 * Reads a JSON value and checks it against `schema`. Anything else in the slot (another
 * version's format, a hand edit, another script's key) is logged and read as absent, because
 * stored data is input the kit did not produce in this session.
 *
 * @example
 * const status = readStored(storage, storageKeys.connectionStatus, z.enum(['connected', 'disconnected']))
 */
export function readStored<Schema extends z.ZodType>(storage: SafeStorage, key: string, schema: Schema): z.output<Schema> | undefined {
  const value = storage.getJson(key)
  if (value === undefined) return undefined
  const result = schema.safeParse(value)
  if (result.success) return result.data
  logger.error('ignoring stored value of unexpected shape', key, result.error.issues)
  return undefined
}
