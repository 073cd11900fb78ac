import { createHttpClient, type HttpClient } from '@/registry/lib/api/http-client/create-http-client'
import type { QueryParams } from '@/registry/lib/api/http-client/build-url'

export type CatalogueConfig = {
  /** `https://api.web3modal.org` in production, devnet's services URL locally. */
  baseUrl: string
  projectId: string
  sdkType?: 'appkit' | 'w3m' | undefined
  sdkVersion?: string | undefined
  timeout?: number | undefined
  fetch?: typeof fetch | undefined
}

export type CatalogueClient = {
  readonly http: HttpClient
  readonly baseUrl: string
  /** projectId, st, sv: every catalogue call carries them (API.md §3); never a clientId. */
  std(params?: QueryParams): QueryParams
}

/**
 * The wallet catalogue and project-config service.
 *
 * @example
 * const catalogue = createCatalogueClient({ baseUrl: devnet.urls.services, projectId: 'demo' })
 */
export function createCatalogueClient(config: CatalogueConfig): CatalogueClient {
  const st = config.sdkType ?? 'appkit'
  const sv = config.sdkVersion ?? '4'
  return {
    http: createHttpClient({ baseUrl: config.baseUrl, timeout: config.timeout, fetch: config.fetch }),
    baseUrl: config.baseUrl,
    std: (params = {}) => ({ projectId: config.projectId, st, sv, ...params }),
  }
}
