/**
 * Registry items with a live preview. Server pages read this list; the client map in
 * preview-loaders.ts is typed by it, so the two cannot disagree.
 */
export const previewNames = [
  'button',
  'dialog',
  'tabs',
  'wallet-image',
  'spinner',
  'list-item',
  'input',
  'snackbar',
  'walletkit-css',
  'walletkit-provider',
  'walletkit-hooks',
  'use-theme',
  'use-reduced-motion',
  'use-modal',
  'use-router',
  'use-features',
  'use-snackbar',
  'use-account',
  'use-network',
  'use-connectors',
  'use-balances',
  'use-disconnect',
  'use-select-wallet',
  'use-connect-external',
  'use-all-wallets',
  'use-walletconnect',
  'embedded-wallet',
  'connect-view',
  'all-wallets-view',
  'connecting-external-view',
  'networks-view',
  'unsupported-chain-view',
  'account-view',
  'connect-button',
  'modal',
  'connect-modal',
  'connecting-walletconnect-view',
  'connecting-walletconnect-basic-view',
  'email-login',
  'social-login',
  'connecting-farcaster-view',
  'approve-transaction-view',
  'account-type-switch',
  'activity-view',
  'nfts-view',
] as const

export type PreviewName = (typeof previewNames)[number]

export function hasPreview(name: string): name is PreviewName {
  return (previewNames as readonly string[]).includes(name)
}
