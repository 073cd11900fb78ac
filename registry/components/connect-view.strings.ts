/** User-facing strings of the Connect view. */
export const connectViewStrings = {
  allWallets: 'All Wallets',
  or: 'or',
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
