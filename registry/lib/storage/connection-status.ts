import { readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/** SPEC §4: of the live statuses, only these two are ever stored. */
export const storedConnectionStatuses = ['connected', 'disconnected'] as const
export type StoredConnectionStatus = (typeof storedConnectionStatuses)[number]

const parseStatus = (value: unknown): StoredConnectionStatus | undefined => storedConnectionStatuses.find((status) => status === value)

export function getConnectionStatus(storage: SafeStorage = safeStorage): StoredConnectionStatus | undefined {
  return readStored(storage, storageKeys.connectionStatus, parseStatus)
}

export function setConnectionStatus(status: StoredConnectionStatus, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.connectionStatus, status)
}
