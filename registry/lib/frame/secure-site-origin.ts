/**
 * API.md's production secure site, where the embedded wallet's frame lives. Its one home: the
 * frame client's fallback and the kit's service defaults both read it.
 */
export const defaultSecureSiteOrigin = 'https://secure.walletconnect.org'
