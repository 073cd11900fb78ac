import { getWalletDeepLink } from '@/registry/lib/connectors/deep-links'
import type { CatalogueWallet, DeepLinkTarget } from '@/registry/lib/connectors/external'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/walletconnect-constants'
import type { RouterData } from '@/registry/lib/state/modal/router-store'

const targets: readonly DeepLinkTarget[] = ['mobile', 'desktop', 'webapp']

const isCatalogueWallet = (value: unknown): value is CatalogueWallet =>
  typeof value === 'object' && value !== null && 'id' in value && 'name' in value

export type WalletConnectTarget = {
  /** The wallet's name; undefined when WalletConnect itself was picked (any wallet may scan). */
  name: string | undefined
  imageUrl: string | undefined
  /** Its links that carry the pairing URI, by target, the safe ones only. */
  deepLinks: Array<{ target: DeepLinkTarget; href: string }>
  catalogueWallet: CatalogueWallet | undefined
}

/**
 * The wallet the user picked for a WalletConnect pairing (the router's data) and its deep links
 * carrying the pairing URI `uri` (none until there is one).
 *
 * @example
 * walletConnectTarget(kit.router.store.getState().data, uri).deepLinks
 */
export function walletConnectTarget(data: RouterData | undefined, uri: string | undefined): WalletConnectTarget {
  const name = data?.wallet?.id === WALLETCONNECT_CONNECTOR_ID ? undefined : data?.wallet?.name
  const catalogueWallet = isCatalogueWallet(data?.catalogueWallet) ? data.catalogueWallet : undefined
  const deepLinks =
    catalogueWallet && uri
      ? targets.flatMap((target) => {
          const href = getWalletDeepLink(catalogueWallet, target, uri)
          return href ? [{ target, href }] : []
        })
      : []
  return { name, imageUrl: data?.wallet?.imageUrl, deepLinks, catalogueWallet }
}
