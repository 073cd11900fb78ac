import * as z from 'zod/mini'
import { readStored } from '@/registry/lib/storage/read-stored'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

/** SPEC §9: the recent wallets list holds at most 2. */
export const maxRecentWallets = 2

const recentWalletSchema = z.looseObject({ id: z.string().check(z.minLength(1)), rdns: z.optional(z.string()) })
/** SPEC §3 "Recent wallet": id and rdns; other catalogue fields ride along untouched. */
export type RecentWallet = z.output<typeof recentWalletSchema>

function normalize(wallets: readonly RecentWallet[]): RecentWallet[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id)).slice(0, maxRecentWallets)
}

/** Newest first, at most 2, no duplicate ids; entries of the wrong shape are skipped. */
export function getRecentWallets(storage: SafeStorage = safeStorage): RecentWallet[] {
  const stored = readStored(storage, storageKeys.recentWallets, z.array(z.unknown())) ?? []
  const valid = stored.flatMap((entry) => {
    const result = recentWalletSchema.safeParse(entry)
    return result.success ? [result.data] : []
  })
  return normalize(valid)
}

/**
 * Puts `wallet` first, drops an older entry with the same id, and keeps the newest two.
 *
 * @example
 * addRecentWallet({ id: 'metamask', rdns: 'io.metamask' })
 */
export function addRecentWallet(wallet: RecentWallet, storage: SafeStorage = safeStorage): RecentWallet[] {
  const next = normalize([wallet, ...getRecentWallets(storage)])
  storage.setJson(storageKeys.recentWallets, next)
  return next
}
