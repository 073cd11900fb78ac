/** Every user-facing string of the RegisterAccountName view; a host translates by editing this file. */
export const registerAccountNameStrings = {
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
    error: 'Could not check this name. Try again.',
  },
  suggestionsTitle: 'Available names',
  register: 'Register',
  failed: 'Error registering name',
} as const
