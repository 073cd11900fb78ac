import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/**
 * EVM chain ids on which the embedded wallet offers smart accounts, stored comma-joined
 * (SPEC §3). Entries that are not whole positive numbers are dropped rather than failing the
 * whole list.
 *
 * @example
 * setSmartAccountEnabledNetworks([1, 8453]); getSmartAccountEnabledNetworks() // [1, 8453]
 */
export function getSmartAccountEnabledNetworks(storage: SafeStorage = safeStorage): number[] {
  const raw = storage.getItem(storageKeys.smartAccountEnabledNetworks)
  if (!raw) return []
  return raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
}

/** SPEC §4: when fetching the list fails, the caller stores an empty list. */
export function setSmartAccountEnabledNetworks(chainIds: readonly number[], storage: SafeStorage = safeStorage): void {
  storage.setItem(storageKeys.smartAccountEnabledNetworks, chainIds.join(','))
}
