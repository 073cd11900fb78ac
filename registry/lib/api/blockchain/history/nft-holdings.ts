import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'

/** One NFT the account holds, as far as its history tells. */
export type NftHolding = {
  /** `<chain>:<contract>:<token id>` (or the name when the API sends no contract). */
  key: string
  chain: string
  name: string
  collection: string | undefined
  tokenId: string | undefined
  contract: string | undefined
  image: string | undefined
}

/**
 * NFTs held according to history: received minus sent per token, non-spam only. `self`
 * transfers change nothing. Order: most recently received first.
 *
 * @example
 * const holdings = nftHoldings(allPages.flatMap((p) => p.data))
 */
export function nftHoldings(transactions: readonly Transaction[]): NftHolding[] {
  const counts = new Map<string, { holding: NftHolding; count: number; lastIn: number }>()
  for (const transaction of transactions) {
    const time = Date.parse(transaction.metadata.minedAt) || 0
    for (const transfer of transaction.transfers ?? []) {
      const nft = transfer.nft_info
      if (!nft || nft.flags.is_spam || transfer.direction === 'self') continue
      const contract = nft.contract_address?.toLowerCase()
      const key = `${transaction.metadata.chain}:${contract ?? ''}:${nft.token_id ?? nft.name ?? ''}`
      const entry = counts.get(key) ?? {
        holding: {
          key,
          chain: transaction.metadata.chain,
          name: nft.name ?? nft.token_id ?? '',
          collection: nft.collection?.name,
          tokenId: nft.token_id,
          contract: nft.contract_address,
          image: nft.content?.preview?.url ?? nft.content?.detail?.url,
        },
        count: 0,
        lastIn: 0,
      }
      const amount = Number(transfer.quantity.numeric) || 1
      entry.count += transfer.direction === 'in' ? amount : -amount
      if (transfer.direction === 'in') entry.lastIn = Math.max(entry.lastIn, time)
      counts.set(key, entry)
    }
  }
  return [...counts.values()]
    .filter((e) => e.count > 0)
    .sort((a, b) => b.lastIn - a.lastIn)
    .map((e) => e.holding)
}
