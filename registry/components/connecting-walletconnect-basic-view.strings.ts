import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the ConnectingWalletConnectBasic view. */
export const connectingWalletConnectBasicStrings = defineStrings('connecting-walletconnect-basic-view', {
  title: 'Scan with a WalletConnect wallet',
  hint: 'Open your wallet app and scan this code to connect',
  qrLabel: 'WalletConnect QR code',
  failed: 'Connection failed',
  tryAgain: 'Try again',
  disabled: 'WalletConnect is turned off',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'connecting-walletconnect-basic-view': typeof connectingWalletConnectBasicStrings
  }
}
