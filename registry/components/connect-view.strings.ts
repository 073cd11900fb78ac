import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Connect view. */
export const connectViewStrings = defineStrings('connect-view', {
  allWallets: 'All Wallets',
  or: 'or',
  /** Announced to a screen reader while the wallet list is still arriving (the placeholder rows say nothing). */
  loading: 'Loading wallets',
  /** Connect opened for one namespace that no discovered wallet serves. */
  noScopedWallets: 'No wallet for this network was found in this browser',
  sections: {
    walletConnect: 'WalletConnect',
    recent: 'Recent',
    injected: 'Installed',
    featured: 'Popular',
    custom: 'Custom',
    external: 'Other',
    recommended: 'Recommended',
  },
  tags: { recent: 'Recent', injected: 'Installed' } as Partial<Record<string, string>>,
  /** The way in for someone without a wallet, shown when the get-wallet-view item is installed (issue 30). */
  getWallet: { prompt: 'New to wallets?', action: 'Get one' },
  /** The host's terms and privacy links under Connect, and the consent box (issue 30). */
  /**
   * Each sentence is whole, one per set of links the host configured: `<terms>…</terms>` and
   * `<privacy>…</privacy>` become the links, so a language words its articles, cases and joins
   * around them as its grammar needs.
   */
  legal: {
    byConnecting: {
      terms: 'By connecting, you agree to the <terms>Terms of Service</terms>',
      privacy: 'By connecting, you agree to the <privacy>Privacy Policy</privacy>',
      both: 'By connecting, you agree to the <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>',
    },
    agree: {
      terms: 'I agree to the <terms>Terms of Service</terms>',
      privacy: 'I agree to the <privacy>Privacy Policy</privacy>',
      both: 'I agree to the <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>',
    },
    agreeWithoutLinks: "I agree to this app's terms",
    required: 'Tick the box to connect',
  },
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'connect-view': typeof connectViewStrings
  }
}
