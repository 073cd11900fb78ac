import { defaultSecureSiteOrigin } from '@/registry/lib/frame/secure-site-origin'
import { readPublicEnv, type PublicEnv } from '@/registry/lib/state/start/public-env'

/** Base URLs of every service the kit talks to; the local devnet in development, these in production. */
export type ServiceUrls = {
  blockchainApiUrl: string
  catalogueUrl: string
  analyticsUrl: string
  secureSiteOrigin: string
  relayUrl: string
  /** WalletConnect's Verify API, where a pairing registers the page's origin (sign-client's attestation iframe). */
  verifyUrl: string
}

// API.md §1 production defaults; a host points them at devnet by configuration alone.
export const defaultServiceUrls: ServiceUrls = {
  blockchainApiUrl: 'https://rpc.walletconnect.org',
  catalogueUrl: 'https://api.web3modal.org',
  analyticsUrl: 'https://pulse.walletconnect.org',
  secureSiteOrigin: defaultSecureSiteOrigin,
  relayUrl: 'wss://relay.walletconnect.org',
  verifyUrl: 'https://verify.walletconnect.org',
}

/**
 * The host's URLs over the build-time public variables over the defaults; an empty or missing
 * value keeps the one below it. So the provider's `secureSiteOrigin` prop wins over
 * NEXT_PUBLIC_SECURE_SITE_ORIGIN / VITE_SECURE_SITE_ORIGIN, which win over API.md's default.
 */
export function resolveServiceUrls(urls: Partial<ServiceUrls>, env: PublicEnv = readPublicEnv()): ServiceUrls {
  const resolved = { ...defaultServiceUrls }
  if (env.secureSiteOrigin) resolved.secureSiteOrigin = env.secureSiteOrigin
  for (const key of Object.keys(defaultServiceUrls) as Array<keyof ServiceUrls>) {
    const value = urls[key]
    if (value) resolved[key] = value
  }
  return resolved
}
