import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the AllWallets view. */
export const allWalletsStrings = defineStrings('all-wallets-view', {
  searchPlaceholder: 'Search wallet',
  searchLabel: 'Search wallets',
  noResults: 'No wallet found',
  loadFailed: 'Could not load wallets',
  loading: 'Loading wallets',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'all-wallets-view': typeof allWalletsStrings
  }
}
