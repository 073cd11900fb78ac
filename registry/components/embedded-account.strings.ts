import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the embedded account's details in Account. */
export const embeddedAccountStrings = defineStrings('embedded-account', {
  signedInAs: 'Signed in as',
  changeEmail: 'Change e-mail',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'embedded-account': typeof embeddedAccountStrings
  }
}
