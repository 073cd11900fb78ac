import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** Every user-facing string of the modal shell; a host translates by editing this file. */
export const modalStrings = defineStrings('modal', {
  back: 'Back',
  close: 'Close',
  description: 'Connect a wallet to this app',
  /** The dialog's accessible description per view; views not listed keep `description`. */
  descriptions: {
    Connect: 'Choose a wallet, an e-mail or a social account to connect to this app',
    AllWallets: 'Search every wallet that works with this app',
    ConnectingExternal: 'Approve the connection in your wallet',
    ConnectingWalletConnect: 'Scan the code with your phone wallet, or open the wallet',
    ConnectingWalletConnectBasic: 'Scan the code with your phone wallet',
    UnsupportedChain: 'Your wallet is on a network this app does not support',
    Networks: 'Choose the network to use with this app',
    Account: 'Your connected account, its balances and activity',
    ApproveTransaction: 'Review the request in the secure window and approve or reject it',
    SIWXSignMessage: 'Sign a message to prove you own this account',
    ConnectingSiwe: 'Sign a message to prove you own this account',
    ConnectingFarcaster: 'Approve the sign-in in Farcaster',
    RegisterAccountName: 'Choose a name for your account',
    RegisterAccountNameSuccess: 'Your account name is registered',
    GetWallet: 'What a wallet is, where to get one, and the quickest way to start',
  } as Record<string, string>,
  loadingView: 'Loading',
  titles: {
    Connect: 'Connect Wallet',
    AllWallets: 'All Wallets',
    ConnectingExternal: 'Connecting',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    UnsupportedChain: 'Switch Network',
    Networks: 'Choose Network',
    Account: 'Account',
    SIWXSignMessage: 'Sign In',
    ConnectingSiwe: 'Sign In',
    RegisterAccountName: 'Choose Name',
    RegisterAccountNameSuccess: 'Choose Name',
    OnRamp: 'Buy Crypto',
    GetWallet: 'Get a Wallet',
    // The feature views' titles (the same words their route names spell), so every pack can translate them.
    Send: 'Send',
    Receive: 'Receive',
    Swap: 'Swap',
    ApproveTransaction: 'Approve Transaction',
    UpdateEmail: 'Update Email',
  } as Record<string, string>,
  fallbackTitle: 'Wallet',
} as const)

/** The dialog's accessible description for a view. */
export function descriptionForView(view: string, strings: typeof modalStrings = modalStrings): string {
  return strings.descriptions[view] ?? strings.description
}

/** The header title for a view: the core titles above, else the view name spaced out. */
// Views about one wallet are titled with its name when one was picked (a catalogue wallet's QR).
const walletTitledViews = new Set(['ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])

export function titleForView(view: string, walletName?: string | undefined, strings: typeof modalStrings = modalStrings): string {
  if (walletName && walletTitledViews.has(view)) return walletName
  return strings.titles[view] ?? view.replace(/([a-z])([A-Z])/g, '$1 $2')
}

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    modal: typeof modalStrings
  }
}
