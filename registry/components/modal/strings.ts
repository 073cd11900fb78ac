/** Every user-facing string of the modal shell; a host translates by editing this file. */
export const modalStrings = {
  back: 'Back',
  close: 'Close',
  description: 'Connect a wallet to this app',
  loadingView: 'Loading',
  titles: {
    Connect: 'Connect Wallet',
    AllWallets: 'All Wallets',
    ConnectingExternal: 'Connecting',
    UnsupportedChain: 'Switch Network',
    Networks: 'Choose Network',
    Account: 'Account',
    SIWXSignMessage: 'Sign In',
    ConnectingSiwe: 'Sign In',
    RegisterAccountName: 'Choose Name',
    RegisterAccountNameSuccess: 'Choose Name',
    OnRamp: 'Buy Crypto',
  } as Record<string, string>,
  fallbackTitle: 'Wallet',
} as const

/** The header title for a view: the core titles above, else the view name spaced out. */
export function titleForView(view: string, walletName?: string | undefined): string {
  if (view === 'ConnectingExternal' && walletName) return walletName
  return modalStrings.titles[view] ?? view.replace(/([a-z])([A-Z])/g, '$1 $2')
}
