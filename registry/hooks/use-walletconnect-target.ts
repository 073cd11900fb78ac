'use client'

import { useRouter } from '@/registry/hooks/use-router'
import { getWalletDeepLink } from '@/registry/lib/connectors/deep-links'
import type { CatalogueWallet, DeepLinkTarget } from '@/registry/lib/connectors/external'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/constants'

const targets: readonly DeepLinkTarget[] = ['mobile', 'desktop', 'webapp']

const isCatalogueWallet = (value: unknown): value is CatalogueWallet =>
  typeof value === 'object' && value !== null && 'id' in value && 'name' in value

/**
 * The wallet the user picked for a WalletConnect pairing (from the router) and its deep links
 * carrying the pairing URI. Picking WalletConnect itself names no wallet: any may scan.
 *
 * @example
 * const { name, deepLinks } = useWalletConnectTarget(uri)
 */
export function useWalletConnectTarget(uri: string | undefined) {
  const { data } = useRouter()
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
