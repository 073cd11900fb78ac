/** User-facing strings of the account-type switch. */
export const accountTypeSwitchStrings = {
  toSmart: 'Switch to smart account',
  toEoa: 'Switch to EOA',
  switching: 'Switching…',
} as const
