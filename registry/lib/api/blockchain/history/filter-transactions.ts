import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'

/**
 * Drops transactions whose transfers are all spam NFTs, and those of other networks than the
 * connected one (SPEC §5). A transaction without transfers is kept: it is not spam.
 *
 * @example
 * const visible = filterTransactions(page.data, { chainId: 'eip155:1' })
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  { chainId }: { chainId?: string | undefined } = {},
): Transaction[] {
  return transactions.filter((transaction) => {
    if (chainId && transaction.metadata.chain !== chainId) return false
    const transfers = transaction.transfers ?? []
    const allSpam = transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
    return !allSpam
  })
}
