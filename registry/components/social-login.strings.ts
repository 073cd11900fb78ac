import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the social login buttons. */
export const socialLoginStrings = defineStrings('social-login', {
  continueWith: (provider: string) => `Continue with ${provider}`,
  names: { google: 'Google', x: 'X', discord: 'Discord', farcaster: 'Farcaster', github: 'GitHub', apple: 'Apple', facebook: 'Facebook' },
  popupBlocked: 'Allow pop-ups to sign in',
  failed: 'Social login failed',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'social-login': typeof socialLoginStrings
  }
}
