/** User-facing strings of the Connect view. */
export const connectViewStrings = {
  allWallets: 'All Wallets',
  or: 'or',
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
} as const
