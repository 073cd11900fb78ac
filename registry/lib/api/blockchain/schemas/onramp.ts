import * as z from 'zod/mini'

export const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})
export type PaymentCurrency = z.output<typeof paymentCurrencySchema>

export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
})
export type PurchaseCurrency = z.output<typeof purchaseCurrencySchema>

export const onrampOptionsSchema = z.object({
  paymentCurrencies: z.array(paymentCurrencySchema),
  purchaseCurrencies: z.array(purchaseCurrencySchema),
})
export type OnrampOptions = z.output<typeof onrampOptionsSchema>

const amount = z.object({ amount: z.string(), currency: z.string() })

export const onrampQuoteSchema = z.object({
  paymentTotal: amount,
  paymentSubtotal: amount,
  purchaseAmount: amount,
  networkFee: amount,
  // SPEC §3 lists coinbaseFee; API.md does not, so it is optional.
  coinbaseFee: z.optional(amount),
  quoteId: z.string(),
})
export type OnrampQuote = z.output<typeof onrampQuoteSchema>

const loopbackHostname = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i

/**
 * Where a checkout may be opened: https, or http on a loopback host (devnet's stand-in). The
 * popup is opened by the page, so a `javascript:` (or `data:`, `vbscript:`) URL would run there
 * with the page's origin.
 */
export function isCheckoutUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHostname.test(url.hostname))
}

export const onrampUrlSchema = z.object({ url: z.string().check(z.refine(isCheckoutUrl)) })
