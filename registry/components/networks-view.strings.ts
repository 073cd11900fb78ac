import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the Networks and UnsupportedChain views. */
export const networksViewStrings = defineStrings('networks-view', {
  active: 'Active',
  switchFailed: 'Network switch failed',
  unsupportedTitle: 'Switch Network',
  unsupportedBody: "This app doesn't support your current network. Switch to an available option to continue.",
  disconnect: 'Disconnect',
  switchingDisabled: 'Network switching is turned off for this app',
  /** What each namespace's wallets are called when Connect is opened for one. */
  namespaceWallets: { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot' },
  connectTitle: (wallets: string) => `Connect ${wallets} Wallet`,
  connectDescription: (wallets: string, network: string) =>
    `To use ${network}, connect one of these ${wallets} wallets. Your other accounts stay connected.`,
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'networks-view': typeof networksViewStrings
  }
}
