import { z } from 'zod'
import { priceOf } from '../../fixtures/prices'
import { json, parseBody, type Route } from '../http'
import type { LocalChains } from '../local-chains'
import { findToken } from './token-lookup'

const body = z.object({ currency: z.string(), addresses: z.array(z.string()), projectId: z.string() })

/** POST /v1/fungible/price: fixture prices for the local tokens named by CAIP-10 id; unknown ids are left out. */
export function fungiblePriceRoute(chains: LocalChains): Route {
  return {
    method: 'POST',
    path: '/v1/fungible/price',
    requiresProjectId: true,
    handle: (ctx) => {
      const { addresses } = parseBody(ctx, body)
      const fungibles = addresses.flatMap((address) => {
        const token = address.split(':').length === 3 ? findToken(chains, address) : undefined
        if (!token) return []
        const iconUrl = `http://${ctx.headers.host ?? '127.0.0.1'}/public/getTokenImage/${token.symbol}`
        return [{ address, name: token.name, symbol: token.symbol, iconUrl, price: priceOf(token.symbol) }]
      })
      return json({ fungibles })
    },
  }
}
