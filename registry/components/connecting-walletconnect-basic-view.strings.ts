/** User-facing strings of the ConnectingWalletConnectBasic view. */
export const connectingWalletConnectBasicStrings = {
  title: 'Scan with a WalletConnect wallet',
  hint: 'Open your wallet app and scan this code to connect',
  qrLabel: 'WalletConnect QR code',
  failed: 'Connection failed',
  tryAgain: 'Try again',
  disabled: 'WalletConnect is turned off',
} as const
