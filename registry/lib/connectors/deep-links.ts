import type { CatalogueWallet, DeepLinkTarget } from '@/registry/lib/connectors/external'

const isHttp = (link: string): boolean => /^https?:\/\//i.test(link)

/** https and nothing else: web apps and store pages. */
export const isHttpsLink = (link: string): boolean => /^https:\/\/[^/\s]/i.test(link)

// A URL scheme as RFC 3986 spells it, from the link's first character: a space, tab or newline
// inside or before it (which browsers strip, turning `java\tscript:` into `javascript:`) fails.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
// Schemes that run script or carry a document in the page's origin, or that are not a wallet's
// own (plain http: a link anyone on the network could rewrite).
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'view-source', 'http'])

/**
 * Whether a catalogue link may be opened: https, or a wallet's own scheme (`metamask://`,
 * `trust:`) that is none of javascript:, data:, vbscript:, file:, blob:, about:, http:.
 *
 * @example
 * isSafeWalletLink('metamask://') // true
 * isSafeWalletLink('javascript:alert(1)') // false
 */
export function isSafeWalletLink(link: string): boolean {
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (!scheme || REFUSED_SCHEMES.has(scheme)) return false
  return scheme !== 'https' || isHttpsLink(link)
}

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
  if (!link || !isSafeWalletLink(link)) return undefined
  // A web app can only be reached over https; anything else in that field is a catalogue error.
  if (target === 'webapp' && !isHttpsLink(link)) return undefined
  return link
}

/** The deep link for a wallet and target, or undefined when the wallet lacks that link. */
export function getWalletDeepLink(wallet: CatalogueWallet, target: DeepLinkTarget, uri: string): string | undefined {
  const link = getWalletLink(wallet, target)
  return link ? formatDeepLink(link, uri) : undefined
}
