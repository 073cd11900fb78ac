import { nonEmptyString, plainObject, readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/** SPEC §9: the recent wallets list holds at most 2. */
export const maxRecentWallets = 2

/** SPEC §3 "Recent wallet" (id, rdns), plus what the Connect view shows for it. */
export type RecentWallet = { id: string; rdns?: string | undefined; name?: string | undefined; imageUrl?: string | undefined }

function parseWallet(value: unknown): RecentWallet | undefined {
  const record = plainObject(value)
  const id = nonEmptyString(record?.['id'])
  if (!record || !id) return undefined
  const optional = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined)
  return { id, rdns: optional('rdns'), name: optional('name'), imageUrl: optional('imageUrl') }
}

const parseList = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined)

/** Newest first, at most 2, no duplicate ids. */
export function normalizeRecentWallets(wallets: readonly RecentWallet[]): RecentWallet[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id)).slice(0, maxRecentWallets)
}

/** The stored list; entries of the wrong shape are skipped. */
export function getRecentWallets(storage: SafeStorage = safeStorage): RecentWallet[] {
  const stored = readStored(storage, storageKeys.recentWallets, parseList) ?? []
  return normalizeRecentWallets(stored.flatMap((entry) => parseWallet(entry) ?? []))
}

export function setRecentWallets(wallets: readonly RecentWallet[], storage: SafeStorage = safeStorage): void {
  storage.setJson(storageKeys.recentWallets, normalizeRecentWallets(wallets))
}

/**
 * Puts `wallet` first, drops an older entry with the same id, and keeps the newest two.
 *
 * @example
 * addRecentWallet({ id: 'metamask', rdns: 'io.metamask' })
 */
export function addRecentWallet(wallet: RecentWallet, storage: SafeStorage = safeStorage): RecentWallet[] {
  const next = normalizeRecentWallets([wallet, ...getRecentWallets(storage)])
  storage.setJson(storageKeys.recentWallets, next)
  return next
}
