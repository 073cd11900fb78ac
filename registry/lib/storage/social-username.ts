import { nonEmptyString, readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/** The user name from a social or Farcaster login (SPEC §4), shown in the account view. */
export function getSocialUsername(storage: SafeStorage = safeStorage): string | undefined {
  return readStored(storage, storageKeys.socialUsername, nonEmptyString)
}

export function setSocialUsername(username: string | undefined | null, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.socialUsername, username || undefined)
}
