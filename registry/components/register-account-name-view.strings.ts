import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** Every user-facing string of the RegisterAccountName view; a host translates by editing this file. */
export const registerAccountNameStrings = defineStrings('register-account-name-view', {
  label: 'Choose a name for your account',
  placeholder: 'yourname',
  suffix: '.reown.id',
  rule: 'Letters, digits or hyphens, at least 4 characters.',
  availability: {
    empty: '',
    invalid: 'Use letters, digits or hyphens, at least 4 characters.',
    checking: 'Checking…',
    available: 'Available',
    taken: 'This name is taken',
    /** Fallback only: a failed check shows the name service's SPEC §8 text ('Error resolving name' or its reason). */
    error: 'Error resolving name',
  },
  suggestionsTitle: 'Available names',
  ownedTitle: 'Names on this account',
  /** Fallback only: a failed lookup shows the name service's SPEC §8 text ('Error fetching names for address' or its reason). */
  ownedError: 'Error fetching names for address',
  ownedRetry: 'Try again',
  register: 'Register',
  failed: 'Error registering name',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'register-account-name-view': typeof registerAccountNameStrings
  }
}
