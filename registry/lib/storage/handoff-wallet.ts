import { nonEmptyString, plainObject, readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/** The wallet app a phone handed a WalletConnect session to: the catalogue's links for it. */
export type StoredHandoffWallet = {
  id: string
  name: string
  mobileLink: string
  appStore?: string | undefined
  playStore?: string | undefined
}

const httpsLink = (value: unknown): string | undefined => (typeof value === 'string' && /^https:\/\//i.test(value) ? value : undefined)

function parseHandoffWallet(value: unknown): StoredHandoffWallet | undefined {
  const record = plainObject(value)
  const id = nonEmptyString(record?.['id'])
  const name = nonEmptyString(record?.['name'])
  const mobileLink = nonEmptyString(record?.['mobileLink'])
  if (!record || !id || !name || !mobileLink) return undefined
  return { id, name, mobileLink, appStore: httpsLink(record['appStore']), playStore: httpsLink(record['playStore']) }
}

/** The stored wallet, or undefined (none, or another shape). */
export function getHandoffWallet(storage: SafeStorage = safeStorage): StoredHandoffWallet | undefined {
  return readStored(storage, storageKeys.mobileHandoffWallet, parseHandoffWallet)
}

/** Stores the wallet; undefined removes it (the session ended). */
export function setHandoffWallet(wallet: StoredHandoffWallet | undefined, storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.mobileHandoffWallet, wallet)
}
