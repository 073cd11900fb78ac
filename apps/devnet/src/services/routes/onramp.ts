import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { onrampFees, paymentCurrencies, purchaseCurrencies } from '../../fixtures/onramp'
import { priceOf } from '../../fixtures/prices'
import { json, parseBody, type Route } from '../http'
import type { LocalChains } from '../local-chains'
import { withFaults } from './faults'
import { onrampPage } from './onramp-page'
import { onrampPayRoute, type OnrampRecorder } from './onramp-pay'

const urlBody = z
  .object({
    destinationWallets: z.array(z.object({ address: z.string(), blockchains: z.array(z.string()), assets: z.array(z.string()) })).min(1),
    defaultNetwork: z.string().optional(),
    partnerUserId: z.string(),
    defaultExperience: z.string().optional(),
    presetCryptoAmount: z.number().optional(),
    presetFiatAmount: z.number().optional(),
  })
  .loose()

const quoteBody = z.object({
  purchaseCurrency: z.object({ id: z.string(), symbol: z.string() }).loose(),
  paymentCurrency: z.object({ id: z.string() }).loose(),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  network: z.string(),
})

const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency })

/** 'devnet-31337', 'eip155:31337' or '31337' → '31337'. */
function chainIdOf(network: string | undefined): string {
  return /(\d+)$/.exec(network ?? '')?.[1] ?? '31337'
}

/**
 * On-ramp (SPEC §7): fixture currencies, quotes at fixture prices, and a URL to the local
 * provider page (GET /dev/onramp), whose "Pay" sends the purchase on the local chain.
 */
export function onrampRoutes(chains: LocalChains, recorder?: OnrampRecorder): Route[] {
  const api: Route[] = [
    {
      method: 'GET',
      path: '/v1/onramp/options',
      requiresProjectId: true,
      handle: () => json({ paymentCurrencies, purchaseCurrencies: purchaseCurrencies(chains.erc20.address) }),
    },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      requiresProjectId: true,
      handle: (ctx) => {
        const body = parseBody(ctx, quoteBody)
        const total = Number(body.amount)
        const providerFee = total * onrampFees.providerFeeRate
        const subtotal = Math.max(total - providerFee - onrampFees.networkFee, 0)
        const price = priceOf(body.purchaseCurrency.symbol) || 1
        const currency = body.paymentCurrency.id
        return json({
          paymentTotal: money(total, currency),
          paymentSubtotal: money(subtotal, currency),
          purchaseAmount: { amount: (subtotal / price).toFixed(6), currency: body.purchaseCurrency.symbol },
          coinbaseFee: money(providerFee, currency),
          networkFee: money(onrampFees.networkFee, currency),
          quoteId: `local-quote-${Date.now().toString(36)}`,
        })
      },
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      requiresProjectId: true,
      handle: (ctx) => {
        const body = parseBody(ctx, urlBody)
        const url = new URL(`http://${ctx.headers.host ?? '127.0.0.1'}/dev/onramp`)
        const wallet = body.destinationWallets[0]
        url.searchParams.set('orderId', `local-order-${randomUUID()}`)
        url.searchParams.set('partnerUserId', body.partnerUserId)
        if (wallet) url.searchParams.set('address', wallet.address)
        if (wallet) url.searchParams.set('assets', wallet.assets.join(','))
        url.searchParams.set('chainId', chainIdOf(body.defaultNetwork ?? wallet?.blockchains[0]))
        if (body.defaultNetwork) url.searchParams.set('network', body.defaultNetwork)
        if (body.presetFiatAmount !== undefined) url.searchParams.set('fiat', String(body.presetFiatAmount))
        if (body.presetCryptoAmount !== undefined) url.searchParams.set('crypto', String(body.presetCryptoAmount))
        return json({ url: url.toString() })
      },
    },
  ]
  return [
    ...withFaults(chains, api),
    {
      method: 'GET',
      path: '/dev/onramp',
      handle: (ctx) => {
        const q = (name: string) => ctx.query.get(name) ?? ''
        const order = {
          orderId: q('orderId') || `local-order-${randomUUID()}`,
          address: q('address'),
          asset: q('assets').split(',')[0] || 'ETH',
          chainId: chainIdOf(q('chainId')),
          cryptoAmount: q('crypto') || '0',
          fiatAmount: q('fiat') || '0',
          currency: q('currency') || 'USD',
        }
        return { contentType: 'text/html; charset=utf-8', text: onrampPage(order) }
      },
    },
    onrampPayRoute(chains, recorder),
  ]
}
