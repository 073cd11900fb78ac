import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { fungiblePriceSchema, type FungiblePrice } from '@/registry/lib/api/blockchain/schemas/balance'

/**
 * POST /v1/fungible/price: USD prices of CAIP-10 token addresses; the project id goes in the body.
 *
 * @example
 * const { fungibles } = await fetchTokenPrice(api, { addresses: ['eip155:1:0x...'] })
 */
export function fetchTokenPrice(client: BlockchainApiClient, { addresses }: { addresses: readonly string[] }): Promise<FungiblePrice> {
  return client.http.post({
    path: '/v1/fungible/price',
    headers: { 'Content-Type': 'application/json' },
    body: { currency: 'usd', addresses, projectId: client.projectId },
    schema: fungiblePriceSchema,
  })
}
