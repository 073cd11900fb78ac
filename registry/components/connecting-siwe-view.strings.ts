import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** Every user-facing string of the ConnectingSiwe view; a host translates by editing this file. */
export const connectingSiweStrings = defineStrings('connecting-siwe-view', {
  headline: (wallet: string) => `Sign the message in ${wallet}`,
  fallbackWalletName: 'your wallet',
  hint: 'Your wallet shows the message. Signing is free and sends no transaction.',
  cancel: 'Cancel',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'connecting-siwe-view': typeof connectingSiweStrings
  }
}
