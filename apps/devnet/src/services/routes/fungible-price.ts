import { formatUnits } from 'viem'
import { z } from 'zod'
import { devMarketAddresses } from '../../evm/deploy-dev-market'
import { priceOf } from '../../fixtures/prices'
import { json, parseBody, type Route } from '../http'
import { findEvmChain, type LocalChains } from '../local-chains'
import { withFaults } from './faults'
import { marketTokensOn, readReserves } from './market-tokens'
import { findToken, type KnownToken } from './token-lookup'

const body = z.object({ currency: z.string(), addresses: z.array(z.string()), projectId: z.string() })

/** A token's USD price: the fixture where one exists, else its DUSD pool's spot price (DEUR). */
async function usdPrice(chains: LocalChains, token: KnownToken): Promise<number> {
  const fixed = priceOf(token.symbol)
  const chain = findEvmChain(chains, token.caipNetworkId)
  if (fixed > 0 || !chain) return fixed
  const dusd = { ...chains.erc20, caipNetworkId: token.caipNetworkId }
  const [reserveToken, reserveDusd] = await readReserves(chain, token, dusd).catch(() => [0n, 0n] as const)
  if (reserveToken === 0n) return 0
  return (Number(formatUnits(reserveDusd, dusd.decimals)) / Number(formatUnits(reserveToken, token.decimals))) * priceOf(dusd.symbol)
}

function lookup(chains: LocalChains, caip10: string): KnownToken | undefined {
  if (caip10.split(':').length !== 3) return undefined
  const known = findToken(chains, caip10)
  if (known) return known
  const [namespace, reference, address] = caip10.split(':')
  const second = devMarketAddresses().secondToken
  if (address?.toLowerCase() !== second.address.toLowerCase()) return undefined
  return marketTokensOn(chains, `${namespace}:${reference}`).find((t) => t.symbol === second.symbol)
}

/** POST /v1/fungible/price: USD prices of the local tokens named by CAIP-10 id; unknown ids are left out. */
export function fungiblePriceRoute(chains: LocalChains): Route {
  const route: Route = {
    method: 'POST',
    path: '/v1/fungible/price',
    requiresProjectId: true,
    handle: async (ctx) => {
      const { addresses } = parseBody(ctx, body)
      const fungibles = await Promise.all(
        addresses.flatMap((address) => {
          const token = lookup(chains, address)
          if (!token) return []
          const iconUrl = `http://${ctx.headers.host ?? '127.0.0.1'}/public/getTokenImage/${token.symbol}`
          return [usdPrice(chains, token).then((price) => ({ address, name: token.name, symbol: token.symbol, iconUrl, price }))]
        }),
      )
      return json({ fungibles })
    },
  }
  const [wrapped] = withFaults(chains, [route])
  return wrapped ?? route
}
