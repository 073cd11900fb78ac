import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Receive view. */
export const receiveViewStrings = defineStrings('receive-view', {
  qrLabel: (address: string) => `QR code of ${address}`,
  addressLabel: 'Your address',
  copy: 'Copy address',
  copied: 'Copied',
  copiedToast: 'Address copied',
  copyFailed: 'Could not copy; select the address and copy it instead',
  networksLabel: 'Networks you can receive on',
  warning: (networks: string) => `Only send assets on ${networks} to this address. Assets sent on other networks may be lost.`,
  notConnected: 'Connect a wallet to receive funds',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'receive-view': typeof receiveViewStrings
  }
}
