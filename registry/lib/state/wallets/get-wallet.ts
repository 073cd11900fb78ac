import { getWalletLink, isHttpsLink } from '@/registry/lib/connectors/deep-links'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import { storeLinksFor, toHandoffWallet, type StoreLink } from '@/registry/lib/state/connection/mobile-handoff'
import type { PlatformOs } from '@/registry/lib/state/embedded/social-platform'
import type { Features } from '@/registry/lib/state/start/options'

/** A wallet the Get a wallet view suggests: where to install it from (https pages only). */
export type SuggestedWallet = {
  id: string
  name: string
  imageUrl: string | undefined
  /** App Store / Play pages, the phone's own store first (only that one when the system is known). */
  storeLinks: readonly StoreLink[]
  /** The wallet's web app, when it has an https one. */
  webapp: string | undefined
}

export type SuggestedWalletsInput = {
  featured: readonly CatalogueWallet[]
  recommended: readonly CatalogueWallet[]
  /** The host's excluded wallet ids, names or rdns (as the Connect view hides them). */
  excluded: readonly string[]
  os: PlatformOs
  limit?: number | undefined
}

/** How many wallets the view suggests at most. */
export const SUGGESTED_WALLETS_LIMIT = 4

const httpsOrUndefined = (link: string | null | undefined): string | undefined => (link && isHttpsLink(link) ? link : undefined)

/**
 * The wallets to suggest to someone without one: the host's featured wallets, then the
 * catalogue's recommended ones, each once, without the excluded ones, and only those that can
 * be installed or opened from an https page (a store page or a web app).
 *
 * @example
 * suggestWallets({ featured: [], recommended: [aurora], excluded: [], os: 'ios' })[0].storeLinks // [{ store: 'appStore', href: 'https://…' }]
 */
export function suggestWallets(input: SuggestedWalletsInput): SuggestedWallet[] {
  const excluded = new Set(input.excluded.map((entry) => entry.toLowerCase()))
  const seen = new Set<string>()
  const suggested: SuggestedWallet[] = []
  for (const wallet of [...input.featured, ...input.recommended]) {
    const id = wallet.id.toLowerCase()
    if (
      seen.has(id) ||
      excluded.has(id) ||
      excluded.has(wallet.name.toLowerCase()) ||
      (wallet.rdns && excluded.has(wallet.rdns.toLowerCase()))
    )
      continue
    seen.add(id)
    const appStore = httpsOrUndefined(wallet.app_store)
    const playStore = httpsOrUndefined(wallet.play_store)
    // The hand-off's own view of the wallet when it has a mobile link; the store pages alone otherwise.
    const handoff = toHandoffWallet(wallet) ?? { id: wallet.id, name: wallet.name, mobileLink: '' }
    const storeLinks = storeLinksFor({ ...handoff, appStore, playStore }, input.os)
    const webapp = getWalletLink(wallet, 'webapp')
    if (!storeLinks.length && !webapp) continue
    suggested.push({ id: wallet.id, name: wallet.name, imageUrl: wallet.image_url ?? undefined, storeLinks, webapp })
    if (suggested.length >= (input.limit ?? SUGGESTED_WALLETS_LIMIT)) break
  }
  return suggested
}

/** The quickest start the host offers: the embedded wallet by e-mail, else by a social account, else none. */
export function quickestStart(features: Pick<Features, 'email' | 'socials'>): 'email' | 'social' | undefined {
  if (features.email) return 'email'
  if (features.socials && features.socials.length > 0) return 'social'
  return undefined
}
