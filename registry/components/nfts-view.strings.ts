import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the NFTs tab. */
export const nftsViewStrings = defineStrings('nfts-view', {
  empty: 'No NFTs yet',
  emptyHint: 'NFTs this account receives on this network show up here',
  /** The NFTs come from history; its SPEC §8 failure text (shown through toUserMessage). */
  failed: 'Failed to fetch transactions',
  retry: 'Try again',
  loading: 'Loading NFTs',
  /** The scrolling grid's accessible name (it takes keyboard focus so it can be scrolled). */
  region: 'NFTs held by this account',
  tokenId: (id: string) => `#${id}`,
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'nfts-view': typeof nftsViewStrings
  }
}
