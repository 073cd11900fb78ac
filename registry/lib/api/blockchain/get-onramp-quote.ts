import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import {
  onrampQuoteSchema,
  type OnrampQuote,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '@/registry/lib/api/blockchain/schemas/onramp'
import { logger } from '@/registry/lib/logger/logger'

export type GetOnrampQuoteParameters = {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  amount: string
  network: string
}

/**
 * POST /v1/onramp/quote; never throws: on failure it returns a 1:1 quote with no fees and the
 * id 'mocked-quote-id' (SPEC §8), so the purchase flow can still show an estimate.
 *
 * @example
 * const quote = await getOnrampQuote(api, { purchaseCurrency, paymentCurrency, amount: '100', network: 'base' })
 */
export async function getOnrampQuote(client: BlockchainApiClient, parameters: GetOnrampQuoteParameters): Promise<OnrampQuote> {
  const { purchaseCurrency, paymentCurrency, amount, network } = parameters
  try {
    return await client.http.post({
      path: '/v1/onramp/quote',
      params: { projectId: client.projectId },
      body: { purchaseCurrency, paymentCurrency, amount, network },
      schema: onrampQuoteSchema,
    })
  } catch (error) {
    logger.warn('on-ramp quote unavailable, using a 1:1 estimate', error)
    return mockedQuote(amount, paymentCurrency.id, purchaseCurrency.symbol)
  }
}

function mockedQuote(amount: string, paymentCurrency: string, purchaseCurrency: string): OnrampQuote {
  const pay = (value: string) => ({ amount: value, currency: paymentCurrency })
  return {
    paymentTotal: pay(amount),
    paymentSubtotal: pay(amount),
    purchaseAmount: { amount, currency: purchaseCurrency },
    networkFee: pay('0'),
    coinbaseFee: pay('0'),
    quoteId: 'mocked-quote-id',
  }
}
