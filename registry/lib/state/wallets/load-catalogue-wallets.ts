import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import { FEATURED_LIMIT, RECOMMENDED_LIMIT } from '@/registry/lib/state/wallets/connector-sections'
import type { Connectors } from '@/registry/lib/state/wallets/connectors-store'

/** The catalogue call, injected so state does not import the API client (lib/api getWallets fits). */
export type FetchCatalogueWallets = (parameters: {
  page?: number | undefined
  entries?: number | undefined
  chains?: readonly string[] | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
}) => Promise<{ data: readonly CatalogueWallet[] }>

/**
 * Fills the featured (the host's ids, in the host's order, up to 4) and recommended (the
 * catalogue's first 4 not already featured or excluded) sections.
 *
 * @example
 * await loadCatalogueWallets(kit.connectors, (p) => getWallets(catalogue, p), { chains: ['eip155:1'], featuredWalletIds: ['abc'] })
 */
export async function loadCatalogueWallets(
  connectors: Connectors,
  fetchWallets: FetchCatalogueWallets,
  parameters: { chains: readonly string[]; featuredWalletIds?: readonly string[] | undefined },
): Promise<void> {
  const featuredIds = (parameters.featuredWalletIds ?? []).slice(0, FEATURED_LIMIT)
  // Both requests at once: recommended leaves out the ids asked for as featured (one found or not,
  // it is not listed twice), so it does not wait for the featured answer.
  const exclude = [...connectors.store.getState().excluded, ...featuredIds]
  const [featured, recommended] = await Promise.all([
    featuredIds.length
      ? fetchWallets({ page: 1, entries: featuredIds.length, chains: parameters.chains, include: featuredIds }).then(({ data }) =>
          featuredIds.flatMap((id) => data.filter((wallet) => wallet.id === id)),
        )
      : undefined,
    fetchWallets({ page: 1, entries: RECOMMENDED_LIMIT, chains: parameters.chains, exclude: exclude.length ? exclude : undefined }),
  ])
  if (featured) connectors.setFeatured(featured)
  const { data } = recommended
  connectors.setRecommended(data.slice(0, RECOMMENDED_LIMIT))
}
