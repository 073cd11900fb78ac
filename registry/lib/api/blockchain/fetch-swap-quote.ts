import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { swapQuotesSchema, type SwapQuotes } from '@/registry/lib/api/blockchain/schemas/swap'

export type FetchSwapQuoteParameters = {
  amount: string
  userAddress: string
  /** CAIP-10 token addresses. */
  from: string
  to: string
  gasPrice: string
  /** Cancels the request when the input it was made for has changed. */
  signal?: AbortSignal | undefined
}

/**
 * GET /v1/convert/quotes.
 *
 * @example
 * const { quotes } = await fetchSwapQuote(api, { amount, userAddress, from, to, gasPrice })
 */
export function fetchSwapQuote(client: BlockchainApiClient, parameters: FetchSwapQuoteParameters): Promise<SwapQuotes> {
  const { amount, userAddress, from, to, gasPrice, signal } = parameters
  return client.http.get({
    path: '/v1/convert/quotes',
    params: client.std({ amount, userAddress, from, to, gasPrice }),
    headers: { 'Content-Type': 'application/json' },
    schema: swapQuotesSchema,
    signal,
  })
}
