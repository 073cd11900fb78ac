import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Send view. */
export const sendViewStrings = defineStrings('send-view', {
  loading: 'Loading balances',
  empty: 'No tokens to send on this network',
  /** Fallback only: the view shows the balances' own SPEC §8 text ('Token Balance Unavailable'), in the pack's errors table words. */
  unavailable: 'Token Balance Unavailable',
  retry: 'Try again',
  /** The Try again button while SPEC §8's 30 s retry block lasts. */
  retryIn: (seconds: number) => `Try again in ${seconds}s`,
  amountLabel: 'Amount to send',
  tokenLabel: 'Token',
  selectToken: 'Select',
  max: 'Max',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  receiverLabel: 'Send to',
  receiverPlaceholder: 'Address or name',
  resolving: 'Looking up…',
  networkFee: 'Network fee',
  /** The submit button of a native EVM send while the gas price is asked for, and when the API gave none. */
  loadingFee: 'Getting network fee…',
  feeUnavailable: 'Network fee unavailable',
  feeSetByWallet: 'Set in your wallet',
  /** Bitcoin: the wallet picks the fee, so Max leaves this much for it. */
  maxKeepsForFee: (amount: string, symbol: string) => `Max keeps ${amount} ${symbol} for it`,
  lastTransaction: 'Last transaction',
  gasPrice: (gwei: string) => `${gwei} gwei`,
  networkBalance: 'Network balance',
  unknown: '—',
  insufficientGas: (symbol: string) => `Not enough ${symbol} to pay the network fee`,
  enterAmount: 'Enter an amount',
  insufficientFunds: 'Insufficient funds',
  addReceiver: 'Add a receiver',
  invalidReceiver: 'Invalid receiver',
  send: 'Send',
  sending: 'Sending…',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'send-view': typeof sendViewStrings
  }
}
