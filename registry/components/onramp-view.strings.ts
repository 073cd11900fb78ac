import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the OnRamp (buy crypto) view. */
export const onrampViewStrings = defineStrings('onramp-view', {
  loading: 'Loading purchase options',
  buy: 'Buy',
  asset: 'Asset to buy',
  amount: 'Amount',
  amountLabel: (currency: string) => `Amount in ${currency}`,
  currency: 'Pay in',
  method: 'Payment method',
  methods: { card: 'Card', ach_bank_account: 'Bank transfer' } as Record<string, string>,
  limits: (min: string, max: string, currency: string) => `Enter an amount between ${min} and ${max} ${currency}`,
  youGet: 'You get',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  total: 'Total',
  estimate: 'Estimate: the provider gave no quote, the final amount may differ',
  quoting: 'Getting quote…',
  providers: 'Choose a provider',
  fees: (range: string) => `Fees ${range}`,
  pending: (provider: string) => `Complete your purchase in the ${provider} window`,
  opening: 'Opening checkout…',
  done: (amount: string, symbol: string) => `Purchase complete: ${amount} ${symbol}`,
  doneGeneric: 'Purchase complete',
  failed: 'Purchase failed',
  back: 'Back to account',
  error: 'Purchases are unavailable right now',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'onramp-view': typeof onrampViewStrings
  }
}
