import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the ConnectingExternal view. */
export const connectingExternalStrings = defineStrings('connecting-external-view', {
  continueIn: (name: string) => `Continue in ${name}`,
  acceptRequest: 'Accept connection request in the wallet',
  declined: 'Connection declined',
  declinedHint: 'Connection can be declined if a previous request is still active',
  failed: 'Connection failed',
  tryAgain: 'Try again',
  connected: 'Connected',
  missingWallet: 'Wallet not found',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'connecting-external-view': typeof connectingExternalStrings
  }
}
