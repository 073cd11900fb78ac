import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/**
 * SPEC §4: sign-out, or a connection check that says not connected or fails, clears the
 * e-mail-login flag, the e-mail, the last used chain and the social user name.
 *
 * @example
 * await frame.signOut(); clearLoginState()
 */
export function clearLoginState(storage: SafeStorage = safeStorage): void {
  storage.removeItem(storageKeys.emailLoginUsed)
  storage.removeItem(storageKeys.connectedEmail)
  storage.removeItem(storageKeys.lastUsedChain)
  storage.removeItem(storageKeys.socialUsername)
}
