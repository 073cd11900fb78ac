import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the ConnectButton. */
export const connectButtonStrings = defineStrings('connect-button', {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
  account: (label: string) => `Open account ${label}`,
  /** The network chip (showNetwork): its name is hidden on a phone, so the label carries it. */
  network: (name: string) => `${name}, switch network`,
  unknownNetwork: 'Unknown network',
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'connect-button': typeof connectButtonStrings
  }
}
