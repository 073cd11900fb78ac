import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** Every user-facing string of the RegisterAccountNameSuccess view; a host translates by editing this file. */
export const registerAccountNameSuccessStrings = defineStrings('register-account-name-success-view', {
  registering: (name: string) => `Registering ${name}`,
  signHint: 'Sign the message in your wallet. Signing is free and sends no transaction.',
  success: 'Name registered',
  successHint: 'Your account is now known as',
  done: 'Back to account',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'register-account-name-success-view': typeof registerAccountNameSuccessStrings
  }
}
