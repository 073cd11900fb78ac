/** SPEC §4: a pairing URI is good for 4 minutes... */
export const PAIRING_TTL_MS = 4 * 60 * 1000
/** ...and counts as expired within 10 seconds of that, so a wallet never scans a dying URI. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLETCONNECT_CONNECTOR_NAME = 'WalletConnect'

/**
 * localStorage key that says a session may be waiting in sign-client's own storage. It lets the
 * kit decide on page load whether to import sign-client at all.
 */
export const SESSION_MARKER_KEY = '@walletkit/walletconnect-session'

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
export const sessionEvents = ['accountsChanged', 'chainChanged'] as const
