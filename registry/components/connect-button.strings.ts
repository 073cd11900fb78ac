/** User-facing strings of the ConnectButton. */
export const connectButtonStrings = {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
  account: (label: string) => `Open account ${label}`,
} as const
