import { nonEmptyString, plainObject, readStored } from '@/registry/lib/storage/read-stored'
import { createSafeStorage, safeStorage, type KeyValueStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/** The Web Storage subset the marker needs; localStorage satisfies it. */
export type MarkerStorage = KeyValueStorage

export type SessionMarker = { topic: string; chainId?: number | string | undefined }

function parseMarker(value: unknown): SessionMarker | undefined {
  const record = plainObject(value)
  const topic = nonEmptyString(record?.['topic'])
  if (!record || !topic) return undefined
  const chainId = record['chainId']
  if (chainId !== undefined && typeof chainId !== 'number' && typeof chainId !== 'string') return undefined
  return { topic, chainId }
}

/**
 * Remembers which session topic and chain the kit last used, so that on reload it knows whether
 * importing sign-client is worth it. Storage failures are logged and swallowed (SPEC §8).
 */
export function createSessionMarker(resolve?: () => MarkerStorage | undefined) {
  const storage: SafeStorage = resolve ? createSafeStorage(resolve) : safeStorage
  return {
    get: (): SessionMarker | undefined => readStored(storage, storageKeys.walletConnectSession, parseMarker),
    set: (marker: SessionMarker): void => storage.setJson(storageKeys.walletConnectSession, marker),
    clear: (): void => storage.removeItem(storageKeys.walletConnectSession),
  }
}

export type SessionMarkerStore = ReturnType<typeof createSessionMarker>
