import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Account view. */
export const accountViewStrings = defineStrings('account-view', {
  tabs: { tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' },
  disconnect: 'Disconnect',
  copyAddress: 'Copy address',
  copied: 'Address copied',
  switchNetwork: 'Switch network',
  noTokens: 'No tokens yet',
  noTokensHint: 'Fund this wallet to see its tokens here',
  noNfts: 'No NFTs yet',
  noActivity: 'No activity yet',
  loadingBalance: 'Loading balance',
  /** What a screen reader hears while a tab's view loads. */
  loading: 'Loading',
  retry: 'Try again',
  /** The Try again button while SPEC §8's 30 s retry block lasts. */
  retryIn: (seconds: number) => `Try again in ${seconds}s`,
  unknownNetwork: 'Unknown network',
  actions: { Send: 'Send', Receive: 'Receive', Swap: 'Swap', OnRamp: 'Buy', RegisterAccountName: 'Register name' } as Record<
    string,
    string
  >,
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'account-view': typeof accountViewStrings
  }
}
