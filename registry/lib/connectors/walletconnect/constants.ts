/** SPEC §4: a pairing URI is good for 4 minutes... */
export const PAIRING_TTL_MS = 4 * 60 * 1000
/** ...and counts as expired within 10 seconds of that, so a wallet never scans a dying URI. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLETCONNECT_CONNECTOR_NAME = 'WalletConnect'
/** walletkit's own mark for the WalletConnect entry, inline so the Connect view needs no image request. */
export const WALLETCONNECT_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTYiIGZpbGw9IiMzYjgyZjYiLz48cGF0aCBkPSJNMTYgMjdjOS04IDIzLTggMzIgME0yMCAzNGw2IDYgNi02IDYgNiA2LTYiIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSI0IiBzdHJva2UtbGluZWNhcD0icm91bmQiIHN0cm9rZS1saW5lam9pbj0icm91bmQiLz48L3N2Zz4='

export const evmSessionMethods = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const
export const solanaSessionMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
/** bip122 over WalletConnect: the method names Bitcoin wallets answer (unprefixed, unlike the other namespaces). */
export const bip122SessionMethods = ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'] as const
export const bip122SessionEvents = ['bip122_addressesChanged'] as const
export const polkadotSessionMethods = ['polkadot_signMessage', 'polkadot_signTransaction'] as const
export const sessionEvents = ['accountsChanged', 'chainChanged'] as const
