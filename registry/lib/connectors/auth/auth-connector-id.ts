/** The embedded wallet's connector id, persisted as the active eip155 connector (kept light: read on page load). */
export const AUTH_CONNECTOR_ID = 'walletkit-auth'
