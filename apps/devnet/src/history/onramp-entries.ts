import type { HistoryTransaction } from '../services/routes/history-entry'

/** What an on-ramp provider reports for one purchase; `at` defaults to now. */
export type OnrampPurchase = {
  /** Plain address that receives the purchase. */
  address: string
  /** CAIP-2 network of the purchase. */
  chain: string
  /** The provider's id for the purchase (or the funding transaction's hash, once it exists). */
  id: string
  symbol: string
  name?: string | undefined
  /** Purchased amount as a decimal string, e.g. '0.05'. */
  amount: string
  status: 'confirmed' | 'failed' | 'pending'
  at?: Date | undefined
}

export type OnrampEntries = {
  /**
   * Records a purchase; the history route answers it when asked with `onramp=<provider>`. The
   * on-ramp stand-in calls this when its checkout completes, e.g.
   * `history.onramp.record({ address, chain: 'eip155:31337', id, symbol: 'ETH', amount: '0.05', status: 'pending' })`,
   * and again with the same id and status 'confirmed' when the funds arrive (the entry is replaced).
   */
  record(purchase: OnrampPurchase): void
  /** The recorded purchases of an address, newest first, as history entries. */
  entriesOf(address: string, toEntry: (purchase: OnrampPurchase) => HistoryTransaction): HistoryTransaction[]
}

/** In-memory on-ramp purchases by address, kept apart from chain history (they are the provider's records). */
export function createOnrampEntries(): OnrampEntries {
  const byAddress = new Map<string, Map<string, OnrampPurchase>>()
  return {
    record(purchase) {
      const key = purchase.address.toLowerCase()
      const list = byAddress.get(key) ?? new Map<string, OnrampPurchase>()
      list.set(purchase.id, { ...purchase, at: purchase.at ?? list.get(purchase.id)?.at ?? new Date() })
      byAddress.set(key, list)
    },
    entriesOf(address, toEntry) {
      const purchases = [...(byAddress.get(address.toLowerCase())?.values() ?? [])]
      return purchases.sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0)).map(toEntry)
    },
  }
}
