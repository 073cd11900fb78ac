import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import type { ServiceUrls } from '@/registry/lib/state/start/service-urls'

export type KitClients = {
  /** The blockchain API client, created (and its code fetched) on first use. */
  blockchainApi(): Promise<BlockchainApiClient>
  /** The wallet catalogue client, created (and its code fetched) on first use. */
  catalogue(): Promise<CatalogueClient>
}

/**
 * One client per service for the whole kit, each imported on first use so a page that never
 * opens the modal or shows an account never downloads them.
 *
 * @example
 * const clients = createKitClients(services, () => 'project-id')
 * const api = await clients.blockchainApi()
 */
export function createKitClients(services: ServiceUrls, projectId: () => string | undefined): KitClients {
  let api: Promise<BlockchainApiClient> | undefined
  let catalogue: Promise<CatalogueClient> | undefined
  const retryable = <T>(promise: Promise<T>, reset: () => void): Promise<T> => {
    // A failed chunk load (offline, new deploy) must not stick: the next call tries again.
    promise.catch(reset)
    return promise
  }
  return {
    blockchainApi: () =>
      (api ??= retryable(
        import('@/registry/lib/api/blockchain/create-blockchain-api-client').then((m) =>
          m.createBlockchainApiClient({ baseUrl: services.blockchainApiUrl, projectId: projectId() ?? '' }),
        ),
        () => (api = undefined),
      )),
    catalogue: () =>
      (catalogue ??= retryable(
        import('@/registry/lib/api/catalogue/create-catalogue-client').then((m) =>
          m.createCatalogueClient({ baseUrl: services.catalogueUrl, projectId: projectId() ?? '' }),
        ),
        () => (catalogue = undefined),
      )),
  }
}
