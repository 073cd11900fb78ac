import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { balanceCacheExpiry } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { isChainSupported } from '@/registry/lib/api/blockchain/get-supported-chains'
import { balancesResponseSchema, type Balance } from '@/registry/lib/api/blockchain/schemas/balance'
import { TokenBalanceUnavailableError } from '@/registry/lib/errors/account'

export type GetBalancesParameters = {
  address: string
  /** CAIP-2 id of the network. */
  chainId: string
  currency?: string | undefined
  /** Skips the 30 s cache and asks the service to refresh. */
  forceUpdate?: boolean | undefined
}

/**
 * GET /v1/account/{address}/balance: the portfolio of one account on one network, cached 30 s.
 * Entries with 0 decimals are dropped (SPEC §5). A failure, or a network the API does not serve,
 * is 'Token Balance Unavailable'. The SPEC §8 30 s retry block after it is the balances store's
 * (state/balances/balances-store), the one place that rule lives.
 *
 * @example
 * const balances = await getBalances(api, { address, chainId: 'eip155:1' })
 */
export async function getBalances(client: BlockchainApiClient, parameters: GetBalancesParameters): Promise<Balance[]> {
  const { address, chainId, currency = 'usd', forceUpdate } = parameters
  const key = `balance:${chainId}:${address.toLowerCase()}`
  if (!forceUpdate) {
    const cached = client.cache.read<Balance[]>(key, balanceCacheExpiry)
    if (cached) return cached
  }
  try {
    if (!(await isChainSupported(client, chainId))) {
      throw new TokenBalanceUnavailableError({ details: `${chainId} is not supported by the blockchain API` })
    }
    const { balances } = await client.http.get({
      path: `/v1/account/${pathSegment(address)}/balance`,
      params: client.std({ currency, chainId, forceUpdate: forceUpdate ? 'true' : undefined }),
      schema: balancesResponseSchema,
    })
    const usable = balances.filter((balance) => balance.quantity.decimals !== '0')
    client.cache.write(key, usable)
    return usable
  } catch (cause) {
    if (cause instanceof TokenBalanceUnavailableError) throw cause
    throw new TokenBalanceUnavailableError({ cause })
  }
}
