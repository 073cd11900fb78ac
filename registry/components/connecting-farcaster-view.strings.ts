/** User-facing strings of the ConnectingFarcaster view. */
export const connectingFarcasterStrings = {
  scan: 'Scan this QR code with your phone',
  openLink: 'Open on this device',
  waiting: 'Waiting for approval in Farcaster…',
  connected: 'Connected',
  qrAlt: 'Farcaster sign-in QR code',
} as const
