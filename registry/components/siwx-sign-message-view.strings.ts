import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** Every user-facing string of the SIWXSignMessage view; a host translates by editing this file. */
export const siwxSignMessageStrings = defineStrings('siwx-sign-message-view', {
  headline: (app: string) => `${app} wants you to sign in`,
  fallbackAppName: 'This app',
  body: 'Sign a message in your wallet to prove this account is yours. Signing is free: it sends no transaction.',
  sign: 'Sign in',
  cancel: 'Cancel',
  disconnect: 'Disconnect',
  requiredHint: 'This app requires signing in to stay connected.',
  failed: 'Signature declined',
  appIconAlt: 'App icon',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'siwx-sign-message-view': typeof siwxSignMessageStrings
  }
}
