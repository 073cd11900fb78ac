/**
 * Every key walletkit persists (SPEC §3 "local persistent keys"), under one prefix so a host can
 * find and clear them. Values are JSON, except the smart-account networks, which SPEC stores
 * comma-joined.
 */
export const storageKeyPrefix = '@walletkit/'

export const storageKeys = {
  emailLoginUsed: `${storageKeyPrefix}email_login_used`,
  connectedEmail: `${storageKeyPrefix}connected_email`,
  socialUsername: `${storageKeyPrefix}social_username`,
  lastEmailLoginTime: `${storageKeyPrefix}last_email_login_time`,
  lastUsedChain: `${storageKeyPrefix}active_caip_network_id`,
  smartAccountEnabledNetworks: `${storageKeyPrefix}smart_account_enabled_networks`,
  recentWallets: `${storageKeyPrefix}recent_wallets`,
  connectionStatus: `${storageKeyPrefix}connection_status`,
  activeConnectorIds: `${storageKeyPrefix}active_connector_ids`,
  /** Sign-in sessions of the browser-sessions SIWX item (JSON list of signed messages). */
  siwxSessions: `${storageKeyPrefix}siwx_sessions`,
  /** Says a WalletConnect session may wait in sign-client's own storage, so reload imports it. */
  walletConnectSession: `${storageKeyPrefix}walletconnect-session`,
  /** On a phone, the wallet app that holds the WalletConnect session (its links), so a later request reopens it after a reload. */
  mobileHandoffWallet: `${storageKeyPrefix}mobile_handoff_wallet`,
} as const

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]
