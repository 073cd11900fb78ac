import { nonEmptyString, readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/**
 * The e-mail login keys of SPEC §3: whether e-mail login was used, the e-mail, and the time of
 * the last code request (the 30 s throttle reads it).
 */

export function getEmailLoginUsed(storage: SafeStorage = safeStorage): boolean {
  return readStored(storage, storageKeys.emailLoginUsed, (v) => (typeof v === 'boolean' ? v : undefined)) ?? false
}

export function setEmailLoginUsed(used: boolean, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.emailLoginUsed, used ? true : undefined)
}

export function getConnectedEmail(storage: SafeStorage = safeStorage): string | undefined {
  return readStored(storage, storageKeys.connectedEmail, nonEmptyString)
}

export function setConnectedEmail(email: string | undefined, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.connectedEmail, email || undefined)
}

/** Milliseconds since the epoch, or undefined when no code request is on record. */
export function getLastEmailLoginTime(storage: SafeStorage = safeStorage): number | undefined {
  return readStored(storage, storageKeys.lastEmailLoginTime, (v) =>
    Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : undefined,
  )
}

/** Pass undefined to clear it (SPEC §4: a successful login clears the last login time). */
export function setLastEmailLoginTime(time: number | undefined, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.lastEmailLoginTime, time)
}

/** SPEC §4: a successful get-user, connect or e-mail update sets the flag, stores the e-mail and clears the last login time. */
export function recordEmailLogin(email: string | undefined, storage: SafeStorage = safeStorage): void {
  setEmailLoginUsed(true, storage)
  if (email) setConnectedEmail(email, storage)
  setLastEmailLoginTime(undefined, storage)
}
