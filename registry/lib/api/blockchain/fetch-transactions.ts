import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { isChainSupported } from '@/registry/lib/api/blockchain/get-supported-chains'
import { historySchema, type History } from '@/registry/lib/api/blockchain/schemas/history'
import { FetchTransactionsError } from '@/registry/lib/errors/account'

export type FetchTransactionsParameters = {
  /** Plain address of the account. */
  account: string
  cursor?: string | undefined
  onramp?: 'coinbase' | undefined
  /** CAIP-2 id; the API only answers for supported chains. */
  chainId?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * GET /v1/account/{account}/history, one page. A network the API does not serve gives an empty
 * page; any failure is 'Failed to fetch transactions' (SPEC §8), after which the caller empties
 * the list and clears its cursor.
 *
 * @example
 * const { data, next } = await fetchTransactions(api, { account, chainId: 'eip155:1' })
 */
export async function fetchTransactions(client: BlockchainApiClient, parameters: FetchTransactionsParameters): Promise<History> {
  const { account, cursor, onramp, chainId, signal } = parameters
  if (chainId && !(await isChainSupported(client, chainId))) return { data: [], next: null }
  try {
    return await client.http.get({
      path: `/v1/account/${pathSegment(account)}/history`,
      params: client.std({ cursor, onramp, chainId }),
      schema: historySchema,
      signal,
    })
  } catch (cause) {
    throw new FetchTransactionsError({ cause })
  }
}
