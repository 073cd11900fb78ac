import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { buildApproveSchema, type BuildApprove } from '@/registry/lib/api/blockchain/schemas/swap'

/**
 * GET /v1/convert/build-approve: the approval transaction a swap needs first.
 *
 * @example
 * const { tx } = await generateApproveCalldata(api, { userAddress, from, to })
 */
export function generateApproveCalldata(
  client: BlockchainApiClient,
  { userAddress, from, to }: { userAddress: string; from: string; to: string },
): Promise<BuildApprove> {
  return client.http.get({
    path: '/v1/convert/build-approve',
    params: client.std({ userAddress, from, to }),
    headers: { 'Content-Type': 'application/json' },
    schema: buildApproveSchema,
  })
}
