import type { BalancesDependencies, TokenBalance } from '@/registry/lib/state/balances-store'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'

type Fetchers = Omit<BalancesDependencies, 'snackbar'>

/**
 * Balance reads for the balances store. The API client and its schemas are imported on the
 * first read, so a page that never shows Account never downloads them.
 */
export function createBalanceFetchers(parameters: { baseUrl: string; projectId: string | undefined }): Fetchers {
  let client: Promise<BlockchainApiClient> | undefined
  const getClient = (): Promise<BlockchainApiClient> =>
    (client ??= import('@/registry/lib/api/blockchain/create-blockchain-api-client').then((m) =>
      m.createBlockchainApiClient({ baseUrl: parameters.baseUrl, projectId: parameters.projectId ?? '' }),
    ))
  return {
    async fetchBalances({ address, caipNetworkId }): Promise<readonly TokenBalance[]> {
      const [api, { getBalances }] = await Promise.all([getClient(), import('@/registry/lib/api/blockchain/get-balances')])
      return getBalances(api, { address, chainId: caipNetworkId })
    },
  }
}
