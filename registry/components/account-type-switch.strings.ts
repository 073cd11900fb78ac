import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the account-type switch. */
export const accountTypeSwitchStrings = defineStrings('account-type-switch', {
  toSmart: 'Switch to smart account',
  toEoa: 'Switch to EOA',
  switching: 'Switching…',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'account-type-switch': typeof accountTypeSwitchStrings
  }
}
