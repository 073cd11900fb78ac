import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { allowanceSchema } from '@/registry/lib/api/blockchain/schemas/swap'

/**
 * GET /v1/convert/allowance: how much of `tokenAddress` the swap router may spend.
 *
 * @example
 * const { allowance } = await fetchSwapAllowance(api, { tokenAddress, userAddress })
 */
export function fetchSwapAllowance(
  client: BlockchainApiClient,
  { tokenAddress, userAddress }: { tokenAddress: string; userAddress: string },
): Promise<{ allowance: string }> {
  return client.http.get({
    path: '/v1/convert/allowance',
    params: client.std({ tokenAddress, userAddress }),
    headers: { 'Content-Type': 'application/json' },
    schema: allowanceSchema,
  })
}
