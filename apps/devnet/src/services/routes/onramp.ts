import { z } from 'zod'
import { onrampFees, paymentCurrencies, purchaseCurrencies } from '../../fixtures/onramp'
import { priceOf } from '../../fixtures/prices'
import { json, parseBody, type Route } from '../http'
import type { LocalChains } from '../local-chains'

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

/** On-ramp: fixture currencies, quotes at fixture prices, and a URL to a local stand-in page. */
export function onrampRoutes(chains: LocalChains): Route[] {
  return [
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
        url.searchParams.set('partnerUserId', body.partnerUserId)
        if (wallet) url.searchParams.set('address', wallet.address)
        if (wallet) url.searchParams.set('assets', wallet.assets.join(','))
        if (body.defaultNetwork) url.searchParams.set('network', body.defaultNetwork)
        if (body.presetFiatAmount !== undefined) url.searchParams.set('fiat', String(body.presetFiatAmount))
        return json({ url: url.toString() })
      },
    },
    {
      method: 'GET',
      path: '/dev/onramp',
      handle: (ctx) => ({
        contentType: 'text/html; charset=utf-8',
        text: `<!doctype html><title>Local on-ramp</title><h1>Local on-ramp</h1><p>Buying for ${escapeHtml(ctx.query.get('address') ?? '')}</p>`,
      }),
    },
  ]
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
