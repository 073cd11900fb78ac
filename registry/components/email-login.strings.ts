import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the e-mail login and e-mail change forms. */
export const emailLoginStrings = defineStrings('email-login', {
  emailLabel: 'E-mail',
  emailPlaceholder: 'you@example.com',
  continue: 'Continue',
  approveDevice: (email: string) => `Approve this device from the link sent to ${email}`,
  codeLabel: (email: string) => `Enter the code sent to ${email}`,
  codePlaceholder: '6-digit code',
  verify: 'Verify',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  useAnother: 'Use another e-mail',
  connected: 'Connected',
  changeLabel: 'New e-mail',
  change: 'Change e-mail',
  primaryCode: 'Enter the code sent to your current e-mail',
  secondaryCode: (email: string) => `Enter the code sent to ${email}`,
  changed: (email: string) => `E-mail changed to ${email}`,
  loading: 'Loading…',
  tryAgain: 'Try again',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'email-login': typeof emailLoginStrings
  }
}
