import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the ConnectingFarcaster view. */
export const connectingFarcasterStrings = defineStrings('connecting-farcaster-view', {
  scan: 'Scan this QR code with your phone',
  openLink: 'Open on this device',
  openApp: 'Open Farcaster',
  waiting: 'Waiting for approval in Farcaster…',
  connected: 'Connected',
  qrAlt: 'Farcaster sign-in QR code',
  /** What a screen reader hears before the sign-in link arrives. */
  loading: 'Loading',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'connecting-farcaster-view': typeof connectingFarcasterStrings
  }
}
