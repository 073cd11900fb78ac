import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * Fills the featured and recommended sections from the catalogue. Called when the modal first
 * opens; the catalogue client loads with it. Wallets get their catalogue image URL so the
 * Connect view can show them. A failure leaves both sections empty.
 */
export async function loadWalletLists(kit: WalletKitStores): Promise<void> {
  try {
    const [client, { getWallets }, { walletImageUrl }, { loadCatalogueWallets }] = await Promise.all([
      kit.clients.catalogue(),
      import('@/registry/lib/api/catalogue/get-wallets'),
      import('@/registry/lib/api/catalogue/image-urls'),
      import('@/registry/lib/state/wallets/load-catalogue-wallets'),
    ])
    const chains = kit.networks.store.getState().networks.map((n) => n.caipNetworkId)
    await loadCatalogueWallets(
      kit.connectors,
      async (parameters) => {
        const { data } = await getWallets(client, parameters)
        return {
          data: data.map((w) => ({ ...w, image_url: w.image_url ?? (w.image_id ? walletImageUrl(client, w.image_id) : undefined) })),
        }
      },
      { chains, featuredWalletIds: kit.connectors.store.getState().featuredWalletIds },
    )
  } catch (error) {
    logger.warn('could not load featured and recommended wallets', error)
  }
}
