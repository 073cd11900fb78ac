import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the ConnectingWalletConnect view. */
export const connectingWalletConnectStrings = defineStrings('connecting-walletconnect-view', {
  scanWith: (name: string) => `Scan this QR code with ${name}`,
  scanWithPhone: 'Scan this QR code with your phone',
  qrLabel: 'WalletConnect QR code',
  copyLink: 'Copy link',
  copied: 'Link copied',
  openMobile: 'Open on mobile',
  openDesktop: 'Open desktop app',
  openWebapp: 'Open web app',
  connected: 'Connected',
  failed: 'Connection failed',
  tryAgain: 'Try again',
  disabled: 'WalletConnect is turned off',
  // On a phone (mobile hand-off): the wallet's app opens instead of a QR code.
  continueIn: (name: string) => `Continue in ${name}`,
  approveInApp: 'Approve the connection in the app, then come back here.',
  waitingFor: (name: string) => `Waiting for ${name} to approve`,
  open: 'Open',
  pasteInWallet: 'Copy the link and open it in your wallet app',
  getApp: (name: string) => `Don't have ${name}?`,
  appStore: 'App Store',
  playStore: 'Google Play',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'connecting-walletconnect-view': typeof connectingWalletConnectStrings
  }
}
