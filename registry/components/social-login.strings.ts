/** User-facing strings of the social login buttons. */
export const socialLoginStrings = {
  continueWith: (provider: string) => `Continue with ${provider}`,
  names: { google: 'Google', x: 'X', discord: 'Discord', farcaster: 'Farcaster', github: 'GitHub', apple: 'Apple', facebook: 'Facebook' },
  popupBlocked: 'Allow pop-ups to sign in',
  failed: 'Social login failed',
} as const
