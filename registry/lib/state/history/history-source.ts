import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { fetchTransactions } from '@/registry/lib/api/blockchain/fetch-transactions'
import type { History } from '@/registry/lib/api/blockchain/schemas/history'

/** One page of the account's history on one network; rejects with FetchTransactionsError. */
export type HistoryPageFetcher = (parameters: {
  account: string
  chainId: string
  cursor?: string | undefined
  signal?: AbortSignal | undefined
}) => Promise<History>

/**
 * The history page reader the activity and NFT flows share, over the blockchain API client.
 *
 * @example
 * const fetchPage = createHistoryPageFetcher(kit.clients.blockchainApi)
 * const { data, next } = await fetchPage({ account, chainId: 'eip155:1' })
 */
export function createHistoryPageFetcher(getApi: () => Promise<BlockchainApiClient>): HistoryPageFetcher {
  return async ({ account, chainId, cursor, signal }) => fetchTransactions(await getApi(), { account, chainId, cursor, signal })
}
