import type { BalancesDependencies, TokenBalance } from '@/registry/lib/state/balances-store'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'

type Fetchers = Omit<BalancesDependencies, 'snackbar'>
export type BlockchainApiLoader = () => Promise<BlockchainApiClient>

/**
 * The blockchain API client, created on first use: the client and its schemas are imported
 * then, so a page that never shows an account never downloads them.
 */
export function createBlockchainApiLoader(parameters: { baseUrl: string; projectId: string | undefined }): BlockchainApiLoader {
  let client: Promise<BlockchainApiClient> | undefined
  return () =>
    (client ??= import('@/registry/lib/api/blockchain/create-blockchain-api-client').then((m) =>
      m.createBlockchainApiClient({ baseUrl: parameters.baseUrl, projectId: parameters.projectId ?? '' }),
    ))
}

/** Balance reads for the balances store, through the lazily loaded API client. */
export function createBalanceFetchers(getClient: BlockchainApiLoader): Fetchers {
  return {
    async fetchBalances({ address, caipNetworkId }): Promise<readonly TokenBalance[]> {
      const [api, { getBalances }] = await Promise.all([getClient(), import('@/registry/lib/api/blockchain/get-balances')])
      return getBalances(api, { address, chainId: caipNetworkId })
    },
  }
}
