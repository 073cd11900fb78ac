import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { fetchTransactions } from '@/registry/lib/api/blockchain/fetch-transactions'
import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'

/** The on-ramp purchases the history API reports for an account (history's `onramp` parameter). */
export async function fetchOnrampPurchases(
  api: BlockchainApiClient,
  parameters: { account: string; chainId: string; signal?: AbortSignal | undefined },
): Promise<Transaction[]> {
  const { data } = await fetchTransactions(api, {
    account: parameters.account,
    chainId: parameters.chainId,
    onramp: 'coinbase',
    signal: parameters.signal,
  })
  return data
}

export type PurchaseOutcome = { status: 'pending' | 'done' | 'failed'; amount: string | undefined; symbol: string | undefined }

/** Reads what a new history entry says about the purchase it records. */
export function purchaseOutcome(entry: Transaction): PurchaseOutcome {
  const transfer = entry.transfers?.find((t) => t.direction === 'in') ?? entry.transfers?.[0]
  const status = entry.metadata.status === 'confirmed' ? 'done' : entry.metadata.status === 'failed' ? 'failed' : 'pending'
  return { status, amount: transfer?.quantity.numeric, symbol: transfer?.fungible_info?.symbol }
}
