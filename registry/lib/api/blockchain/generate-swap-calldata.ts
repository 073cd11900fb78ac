import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { swapSlippage } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { buildTransactionSchema, type BuildTransaction } from '@/registry/lib/api/blockchain/schemas/swap'

export type GenerateSwapCalldataParameters = {
  amount: string
  /** CAIP-10 token addresses. */
  from: string
  to: string
  userAddress: string
  disableEstimate?: boolean | undefined
}

/**
 * POST /v1/convert/build-transaction. A POST gets no std query (API.md §2): the project id
 * travels in the JSON body.
 *
 * @example
 * const { tx } = await generateSwapCalldata(api, { amount, from, to, userAddress })
 */
export function generateSwapCalldata(client: BlockchainApiClient, parameters: GenerateSwapCalldataParameters): Promise<BuildTransaction> {
  const { amount, from, to, userAddress, disableEstimate } = parameters
  return client.http.post({
    path: '/v1/convert/build-transaction',
    headers: { 'Content-Type': 'application/json' },
    body: { amount, eip155: { slippage: swapSlippage }, projectId: client.projectId, from, to, userAddress, disableEstimate },
    schema: buildTransactionSchema,
  })
}
