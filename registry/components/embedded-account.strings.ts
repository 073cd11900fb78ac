/** User-facing strings of the embedded account's details in Account. */
export const embeddedAccountStrings = {
  signedInAs: 'Signed in as',
  changeEmail: 'Change e-mail',
} as const
