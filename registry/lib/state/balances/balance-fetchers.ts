import type { BalancesDependencies, TokenBalance } from '@/registry/lib/state/balances/balances-store'
import type { KitClients } from '@/registry/lib/state/start/kit-clients'

type Fetchers = Omit<BalancesDependencies, 'snackbar'>

/** Balance reads for the balances store, through the kit's lazily loaded blockchain API client. */
export function createBalanceFetchers(clients: Pick<KitClients, 'blockchainApi'>): Fetchers {
  return {
    async fetchBalances({ address, caipNetworkId, forceUpdate }): Promise<readonly TokenBalance[]> {
      const [api, { getBalances }] = await Promise.all([clients.blockchainApi(), import('@/registry/lib/api/blockchain/get-balances')])
      return getBalances(api, { address, chainId: caipNetworkId, forceUpdate })
    },
  }
}
