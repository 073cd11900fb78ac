import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { supportedChainsSchema, type SupportedChains } from '@/registry/lib/api/blockchain/schemas/chains'

/**
 * GET /v1/supported-chains, asked once per client; a failed answer is forgotten so the next
 * call asks again.
 *
 * @example
 * const { http } = await getSupportedChains(api)
 */
export function getSupportedChains(client: BlockchainApiClient): Promise<SupportedChains> {
  if (!client.state.supportedChains) {
    const request = client.http.get({ path: '/v1/supported-chains', params: client.std(), schema: supportedChainsSchema })
    client.state.supportedChains = request
    request.catch(() => {
      if (client.state.supportedChains === request) client.state.supportedChains = undefined
    })
  }
  return client.state.supportedChains
}

/**
 * Whether the API serves `chainId` (API.md §2: other endpoints are called only for chains in
 * `http`). An unreachable API counts as "not supported" rather than throwing.
 */
export async function isChainSupported(client: BlockchainApiClient, chainId: string): Promise<boolean> {
  try {
    const { http } = await getSupportedChains(client)
    return http.includes(chainId)
  } catch {
    return false
  }
}
