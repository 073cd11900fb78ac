/** User-facing strings of the ConnectingWalletConnect view. */
export const connectingWalletConnectStrings = {
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
} as const
