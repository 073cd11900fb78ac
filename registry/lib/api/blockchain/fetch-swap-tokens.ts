import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { isChainSupported } from '@/registry/lib/api/blockchain/get-supported-chains'
import { swapTokensSchema, type SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { SwapUnsupportedNetworkError } from '@/registry/lib/errors/swap-errors'

/**
 * GET /v1/convert/tokens: tokens the swap service trades on `chainId` (CAIP-2).
 * 'Network not supported for Swaps' when the API does not serve the chain.
 *
 * @example
 * const tokens = await fetchSwapTokens(api, { chainId: 'eip155:1' })
 */
export async function fetchSwapTokens(client: BlockchainApiClient, { chainId }: { chainId: string }): Promise<SwapToken[]> {
  if (!(await isChainSupported(client, chainId))) throw new SwapUnsupportedNetworkError({ details: chainId })
  const { tokens } = await client.http.get({ path: '/v1/convert/tokens', params: client.std({ chainId }), schema: swapTokensSchema })
  return tokens
}
