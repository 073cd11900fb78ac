import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Swap view. */
export const swapViewStrings = defineStrings('swap-view', {
  loading: 'Loading tokens',
  pay: 'You pay',
  receive: 'You receive',
  amountLabel: 'Amount to swap',
  flip: 'Switch tokens',
  chooseToken: 'Choose token',
  selectToken: 'Select',
  rate: 'Rate',
  priceImpact: 'Price impact',
  networkFee: 'Network fee',
  maxSlippage: 'Max. slippage',
  unknown: '—',
  enterAmount: 'Enter an amount',
  quoting: 'Getting quote…',
  approve: (symbol: string) => `Approve ${symbol}`,
  approving: (symbol: string) => `Approving ${symbol}…`,
  swap: 'Swap',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  insufficient: (symbol: string) => `Insufficient ${symbol} balance`,
  swapping: 'Swapping…',
  success: 'Swap complete',
  retry: 'Try again',
  failed: 'Swap failed',
  unavailable: 'Swaps are unavailable right now',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'swap-view': typeof swapViewStrings
  }
}
