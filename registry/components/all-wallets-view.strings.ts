/** User-facing strings of the AllWallets view. */
export const allWalletsStrings = {
  searchPlaceholder: 'Search wallet',
  searchLabel: 'Search wallets',
  noResults: 'No wallet found',
  loadFailed: 'Could not load wallets',
  loading: 'Loading wallets',
} as const
