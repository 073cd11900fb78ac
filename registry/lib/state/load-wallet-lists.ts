import type { ServiceUrls } from '@/registry/hooks/services'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'

/**
 * Fills the featured and recommended sections from the catalogue. Called when the modal first
 * opens; the catalogue client loads with it. Wallets get their catalogue image URL so the
 * Connect view can show them. A failure leaves both sections empty.
 */
export async function loadWalletLists(kit: WalletKit, services: ServiceUrls): Promise<void> {
  try {
    const [{ createCatalogueClient }, { getWallets }, { walletImageUrl }, { loadCatalogueWallets }] = await Promise.all([
      import('@/registry/lib/api/catalogue/create-catalogue-client'),
      import('@/registry/lib/api/catalogue/get-wallets'),
      import('@/registry/lib/api/catalogue/image-urls'),
      import('@/registry/lib/state/load-catalogue-wallets'),
    ])
    const client = createCatalogueClient({ baseUrl: services.catalogueUrl, projectId: kit.options.store.getState().projectId ?? '' })
    const chains = kit.networks.store.getState().networks.map((n) => n.caipNetworkId)
    await loadCatalogueWallets(
      kit.connectors,
      async (parameters) => {
        const { data } = await getWallets(client, parameters)
        return { data: data.map((w) => ({ ...w, image_url: w.image_url ?? (w.image_id ? walletImageUrl(client, w.image_id) : undefined) })) }
      },
      { chains, featuredWalletIds: kit.connectors.store.getState().featuredWalletIds },
    )
  } catch (error) {
    logger.warn('could not load featured and recommended wallets', error)
  }
}
