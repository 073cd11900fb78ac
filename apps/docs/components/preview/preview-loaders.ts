import type { PreviewName } from './preview-names'
import type { StoryModule } from './render-story'

/**
 * Where each item's preview comes from: the Storybook stories of apps/docs/stories (the same
 * fixture provider and seeds), a hook demo, or the theme swatches. `slot` is the data-slot the
 * preview must show once mounted (the browser test waits for it); `stories` picks and orders
 * the states when a story file covers more than this item.
 */
export type PreviewSource = {
  load: () => Promise<StoryModule>
  slot: string
  stories?: readonly string[]
  /** The modal view the Local devnet sandbox opens once connected (a feature view's route). */
  route?: string
}

const feature = (item: PreviewName, slot: string, route: string): PreviewSource => ({
  load: () => import('./feature-view-stories').then((m) => m.featureViewStories(item)),
  slot,
  route,
})
const embedded = (item: PreviewName, slot: string): PreviewSource => ({
  load: () => import('./embedded-stories').then((m) => m.embeddedStories(item)),
  slot,
})
const featureHook = (item: PreviewName, slot: string, route?: string): PreviewSource => ({
  load: () => import('./feature-hook-stories').then((m) => m.featureHookStories(item)),
  slot,
  route,
})
const hook = (item: PreviewName): PreviewSource => ({
  load: () => import('./hook-stories').then((m) => m.hookStories(item)),
  slot: 'docs-hook-values',
})

export const previewLoaders: Record<PreviewName, PreviewSource> = {
  button: { load: () => import('../../stories/ui/button.stories'), slot: 'button' },
  dialog: { load: () => import('../../stories/ui/dialog.stories'), slot: 'button', stories: ['Closed'] },
  tabs: { load: () => import('../../stories/ui/tabs.stories'), slot: 'tabs' },
  'wallet-image': { load: () => import('../../stories/ui/wallet-image.stories'), slot: 'wallet-image' },
  spinner: { load: () => import('../../stories/ui/spinner.stories'), slot: 'spinner' },
  'list-item': { load: () => import('../../stories/ui/list-item.stories'), slot: 'list-item' },
  'scroll-region': { load: () => import('../../stories/ui/scroll-region.stories'), slot: 'scroll-region' },
  'list-state': { load: () => import('../../stories/ui/list-state.stories'), slot: 'list-empty' },
  'qr-code': { load: () => import('../../stories/ui/qr-code.stories'), slot: 'sample-qr' },
  'token-picker': { load: () => import('../../stories/ui/token-picker.stories'), slot: 'sample-token-select' },
  input: { load: () => import('../../stories/ui/input.stories'), slot: 'input' },
  snackbar: { load: () => import('../../stories/ui/snackbar.stories'), slot: 'snackbar', stories: ['Success', 'Loading', 'ErrorVariant'] },
  'walletkit-css': { load: () => import('./theme-swatches'), slot: 'docs-theme-swatches' },
  'walletkit-provider': { load: () => import('../../stories/views/modal.stories'), slot: 'modal-card' },
  'walletkit-hooks': { load: () => import('../../stories/views/modal.stories'), slot: 'modal-card' },
  'use-theme': hook('use-theme'),
  'use-reduced-motion': hook('use-reduced-motion'),
  'use-modal': hook('use-modal'),
  'use-router': hook('use-router'),
  'use-features': hook('use-features'),
  'use-snackbar': hook('use-snackbar'),
  'use-account': hook('use-account'),
  'use-network': hook('use-network'),
  'use-connectors': hook('use-connectors'),
  'use-balances': hook('use-balances'),
  'use-disconnect': hook('use-disconnect'),
  'use-select-wallet': hook('use-select-wallet'),
  'use-connect-external': hook('use-connect-external'),
  'use-all-wallets': hook('use-all-wallets'),
  'use-walletconnect': { load: () => import('../../stories/views/connecting-walletconnect.stories'), slot: 'walletconnect-qr' },
  'embedded-wallet': { load: () => import('../../stories/views/email-login.stories'), slot: 'email-login-form' },
  'connect-view': { load: () => import('../../stories/views/connect.stories'), slot: 'connect-view' },
  'all-wallets-view': { load: () => import('../../stories/views/all-wallets.stories'), slot: 'all-wallets-view' },
  'connecting-external-view': { load: () => import('../../stories/views/connecting-external.stories'), slot: 'connecting-external-view' },
  'networks-view': { load: () => import('../../stories/views/networks.stories'), slot: 'networks-view' },
  'unsupported-chain-view': { load: () => import('../../stories/views/unsupported-chain.stories'), slot: 'unsupported-chain-view' },
  'account-view': { load: () => import('../../stories/views/account.stories'), slot: 'account-view' },
  'connect-button': { load: () => import('../../stories/views/connect-button.stories'), slot: 'connect-button' },
  modal: { load: () => import('../../stories/views/modal.stories'), slot: 'modal-card' },
  'connect-modal': { load: () => import('../../stories/views/modal.stories'), slot: 'modal-card' },
  'connecting-walletconnect-view': {
    load: () => import('../../stories/views/connecting-walletconnect.stories'),
    slot: 'connecting-walletconnect-view',
    stories: ['CatalogueWallet', 'Disabled'],
  },
  'connecting-walletconnect-basic-view': {
    load: () => import('../../stories/views/connecting-walletconnect.stories'),
    slot: 'connecting-walletconnect-basic-view',
    stories: ['Basic'],
  },
  'email-login': { load: () => import('../../stories/views/email-login.stories'), slot: 'email-login-form' },
  'social-login': { load: () => import('../../stories/views/social-login.stories'), slot: 'social-login' },
  'connecting-farcaster-view': {
    load: () => import('../../stories/views/connecting-farcaster.stories'),
    slot: 'connecting-farcaster-view',
  },
  'approve-transaction-view': {
    load: () => import('../../stories/views/approve-transaction.stories'),
    slot: 'approve-transaction-view',
    stories: ['SignMessage', 'SendTransaction', 'Empty'],
  },
  'account-type-switch': { load: () => import('../../stories/views/account-type-switch.stories'), slot: 'account-type-switch' },
  'activity-view': { load: () => import('../../stories/views/activity.stories'), slot: 'activity-view' },
  'nfts-view': { load: () => import('../../stories/views/nfts.stories'), slot: 'nfts-view' },
  // Slots inside the ready state, so a view stuck loading or failing does not pass for mounted.
  'send-view': feature('send-view', 'send-view-submit', 'Send'),
  'receive-view': feature('receive-view', 'receive-view-qr', 'Receive'),
  'swap-view': feature('swap-view', 'swap-view-pay', 'Swap'),
  'onramp-view': feature('onramp-view', 'onramp-view-provider', 'OnRamp'),
  'embedded-account': embedded('embedded-account', 'embedded-account-user'),
  'update-email-view': embedded('update-email-view', 'email-login-change-form'),
  'email-code-form': embedded('email-code-form', 'email-login-code'),
  'siwx-view': {
    load: () => import('../../stories/views/siwx.stories'),
    slot: 'siwx-sign-message-sign',
    stories: ['Optional', 'Required', 'Declined', 'SmartAccountFailed', 'Checking'],
  },
  'connecting-siwe-view': {
    load: () => import('../../stories/views/siwx.stories'),
    slot: 'connecting-siwe-view',
    stories: ['WaitingForSignature'],
  },
  'register-name-view': {
    load: () => import('../../stories/views/register-account-name.stories'),
    slot: 'register-account-name-input',
    route: 'RegisterAccountName',
    stories: ['Empty', 'Invalid', 'Checking', 'Available', 'Taken', 'LookupFailed', 'RegistrationFailed'],
  },
  'register-name-success-view': {
    load: () => import('../../stories/views/register-account-name.stories'),
    slot: 'register-account-name-success-view',
    stories: ['Registered', 'Registering'],
  },
  'use-send': featureHook('use-send', 'send-view-submit', 'Send'),
  'use-receive': featureHook('use-receive', 'receive-view-qr', 'Receive'),
  'use-swap': featureHook('use-swap', 'swap-view-pay', 'Swap'),
  'use-onramp': featureHook('use-onramp', 'onramp-view-provider', 'OnRamp'),
  'use-activity': featureHook('use-activity', 'activity-view-item'),
  'use-nfts': featureHook('use-nfts', 'nfts-view-grid'),
  'use-register-name': featureHook('use-register-name', 'register-account-name-input', 'RegisterAccountName'),
  'use-siwx': featureHook('use-siwx', 'siwx-sign-message-sign'),
  'use-clipboard': featureHook('use-clipboard', 'docs-hook-action'),
  'use-sign-message': featureHook('use-sign-message', 'docs-hook-action'),
  'use-catalogue-images': featureHook('use-catalogue-images', 'docs-hook-values'),
  'use-sign-psbt': featureHook('use-sign-psbt', 'docs-hook-action'),
  'installed-views': { load: () => import('./installed-views-stories').then((m) => m.installedViewsStories()), slot: 'account-action' },
}
