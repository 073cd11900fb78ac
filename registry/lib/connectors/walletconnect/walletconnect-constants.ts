/** SPEC §4: a pairing URI is good for 4 minutes... */
export const PAIRING_TTL_MS = 4 * 60 * 1000
/** ...and counts as expired within 10 seconds of that, so a wallet never scans a dying URI. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLETCONNECT_CONNECTOR_NAME = 'WalletConnect'
/**
 * walletkit's own mark for the WalletConnect entry, inline so the Connect view needs no image
 * request. Plain SVG text (only `#` escaped), not base64: it is on the page load, and text
 * gzips to about half of what its base64 does.
 */
export const WALLETCONNECT_ICON =
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='16' fill='%233b82f6'/><path d='M16 27c9-8 23-8 32 0M20 34l6 6 6-6 6 6 6-6' fill='none' stroke='%23fff' stroke-width='4' stroke-linecap='round' stroke-linejoin='round'/></svg>"

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
