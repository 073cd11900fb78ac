import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { isChainSupported } from '@/registry/lib/api/blockchain/get-supported-chains'
import { gasPriceSchema, type GasPrice } from '@/registry/lib/api/blockchain/schemas/chains'
import { GasPriceUnsupportedNetworkError } from '@/registry/lib/errors/swap-errors'

/**
 * GET /v1/convert/gas-price: standard, fast and instant prices in wei (decimal strings).
 * 'Network not supported for Gas Price' when the API does not serve the chain.
 *
 * @example
 * const { standard } = await fetchGasPrice(api, { chainId: 'eip155:1' })
 */
export async function fetchGasPrice(client: BlockchainApiClient, { chainId }: { chainId: string }): Promise<GasPrice> {
  if (!(await isChainSupported(client, chainId))) throw new GasPriceUnsupportedNetworkError({ details: chainId })
  return client.http.get({
    path: '/v1/convert/gas-price',
    params: client.std({ chainId }),
    headers: { 'Content-Type': 'application/json' },
    schema: gasPriceSchema,
  })
}
