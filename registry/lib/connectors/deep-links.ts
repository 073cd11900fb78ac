import type { CatalogueWallet, DeepLinkTarget } from '@/registry/lib/connectors/external'

const isHttp = (link: string): boolean => /^https?:\/\//i.test(link)

/** A scheme like `metamask:` or `metamask://` becomes `metamask://`; https stays as given. */
function normalizeBase(link: string): string {
  if (isHttp(link)) return link.endsWith('/') ? link : `${link}/`
  const scheme = link.includes('://') ? link.slice(0, link.indexOf('://')) : link.replace(/[:/]+$/, '')
  return `${scheme}://`
}

/**
 * Turns a wallet's link into a deep link carrying a WalletConnect URI: mobile links use the
 * universal link or scheme with `wc?uri=`, desktop links the scheme, web apps https with `wc?uri=`.
 *
 * @example
 * formatDeepLink('https://metamask.app.link', 'wc:abc@2?relay-protocol=irn') // https://metamask.app.link/wc?uri=wc%3Aabc...
 */
export function formatDeepLink(link: string, uri: string): string {
  return `${normalizeBase(link)}wc?uri=${encodeURIComponent(uri)}`
}

/** Which link to use for a target, or undefined when the wallet has none (or none that suits it). */
export function getWalletLink(wallet: CatalogueWallet, target: DeepLinkTarget): string | undefined {
  const link = target === 'mobile' ? wallet.mobile_link : target === 'desktop' ? wallet.desktop_link : wallet.webapp_link
  if (!link) return undefined
  // A web app can only be reached over https; anything else in that field is a catalogue error.
  if (target === 'webapp' && !/^https:\/\//i.test(link)) return undefined
  return link
}

/** The deep link for a wallet and target, or undefined when the wallet lacks that link. */
export function getWalletDeepLink(wallet: CatalogueWallet, target: DeepLinkTarget, uri: string): string | undefined {
  const link = getWalletLink(wallet, target)
  return link ? formatDeepLink(link, uri) : undefined
}
