/**
 * The alert catalogue (SPEC §8): problems shown to the user as a banner rather than thrown at a
 * caller. Each has a stable code, a title and a description that says what to do. The state
 * layer shows each kind at most once per page load.
 */
export type Alert = {
  code: string
  title: string
  description: string
  severity: 'error' | 'warning'
}

const defineAlerts = <const T extends Record<string, Alert>>(alerts: T) => alerts

export const alerts = defineAlerts({
  invalidAppConfiguration: {
    code: 'ALERT_INVALID_APP_CONFIGURATION',
    title: 'Invalid App Configuration',
    description: "This site's origin is not on the project's allowlist. Add it to the project's allowed domains, then reload.",
    severity: 'error',
  },
  networkNotFound: {
    code: 'ALERT_NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    description: 'The selected network is not configured in this app. Pick one of the listed networks.',
    severity: 'warning',
  },
  switchNetworkNotFound: {
    code: 'ALERT_SWITCH_NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    description: 'Your wallet asked to switch to a network this app does not support. Choose a supported network in the wallet.',
    severity: 'warning',
  },
  sessionExpired: {
    code: 'ALERT_SESSION_EXPIRED',
    title: 'Session Expired',
    description: 'Your session has ended. Connect your wallet again to continue.',
    severity: 'warning',
  },
  projectIdNotConfigured: {
    code: 'ALERT_PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    description: 'No projectId was passed to walletkit. Set it in the kit configuration; wallet features stay off until then.',
    severity: 'error',
  },
  socialLoginTimeout: {
    code: 'ALERT_SOCIAL_LOGIN_TIMEOUT',
    title: 'Social Login Timed Out',
    description: 'The sign-in window did not answer in time. Close any open pop-ups and try again.',
    severity: 'warning',
  },
  userRejectedRequest: {
    code: 'ALERT_USER_REJECTED_REQUEST',
    title: 'Request Rejected',
    description: 'The request was rejected in the wallet. Try again and approve it to continue.',
    severity: 'warning',
  },
  walletUnauthorized: {
    code: 'ALERT_WALLET_UNAUTHORIZED',
    title: 'Wallet Not Authorized',
    description: 'The wallet has not authorized this site for that action. Reconnect and grant access.',
    severity: 'error',
  },
  walletMethodUnsupported: {
    code: 'ALERT_WALLET_METHOD_UNSUPPORTED',
    title: 'Action Not Supported by Wallet',
    description: 'Your wallet does not support this action. Try another wallet.',
    severity: 'error',
  },
  walletDisconnected: {
    code: 'ALERT_WALLET_DISCONNECTED',
    title: 'Wallet Disconnected',
    description: 'The wallet is not connected to any network. Unlock it or reconnect, then try again.',
    severity: 'error',
  },
  walletChainDisconnected: {
    code: 'ALERT_WALLET_CHAIN_DISCONNECTED',
    title: 'Network Unavailable in Wallet',
    description: 'The wallet is not connected to the requested network. Switch network in the wallet and try again.',
    severity: 'error',
  },
  walletUnrecognizedChain: {
    code: 'ALERT_WALLET_UNRECOGNIZED_CHAIN',
    title: 'Network Unknown to Wallet',
    description: 'Your wallet does not know this network yet. Approve adding it when the wallet asks.',
    severity: 'warning',
  },
})

export type AlertKind = keyof typeof alerts
