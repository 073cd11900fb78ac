import { createHttpClient, type HttpClient } from '@/registry/lib/api/http-client/create-http-client'
import type { QueryParams } from '@/registry/lib/api/http-client/build-url'
import { createTimedCache, type CacheStore, type TimedCache } from '@/registry/lib/api/blockchain/timed-cache'
import type { SupportedChains } from '@/registry/lib/api/blockchain/schemas/chains'

export type SdkType = 'appkit' | 'w3m'

export type BlockchainApiConfig = {
  /** `https://rpc.walletconnect.org` in production, devnet's services URL locally. */
  baseUrl: string
  projectId: string
  sdkType?: SdkType | undefined
  sdkVersion?: string | undefined
  clientId?: string | (() => string | undefined) | undefined
  timeout?: number | undefined
  fetch?: typeof fetch | undefined
  /** Backing store of the SPEC §9 caches; in memory unless the host persists them. */
  cacheStore?: CacheStore | undefined
  now?: (() => number) | undefined
}

export type BlockchainApiClient = {
  readonly http: HttpClient
  readonly projectId: string
  readonly sdkType: SdkType
  readonly sdkVersion: string
  readonly cache: TimedCache
  readonly now: () => number
  /** `projectId`, `st` and `sv` added to the endpoint's own params (API.md "std"). */
  std(params?: QueryParams): QueryParams
  /** Mutable per-client state: the supported-chains answer. */
  readonly state: { supportedChains?: Promise<SupportedChains> | undefined }
}

export const defaultSdkType: SdkType = 'appkit'
/** SPEC §9: SDK version default 4. */
export const defaultSdkVersion = '4'

/**
 * The context every blockchain API action takes: base URL, project, SDK identity and caches.
 * No globals, so a host can run one client per environment.
 *
 * @example
 * const api = createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'demo' })
 * const { balances } = await getBalances(api, { address, chainId: 'eip155:31337' })
 */
export function createBlockchainApiClient(config: BlockchainApiConfig): BlockchainApiClient {
  const sdkType = config.sdkType ?? defaultSdkType
  const sdkVersion = config.sdkVersion ?? defaultSdkVersion
  const now = config.now ?? (() => Date.now())
  return {
    http: createHttpClient({ baseUrl: config.baseUrl, clientId: config.clientId, timeout: config.timeout, fetch: config.fetch }),
    projectId: config.projectId,
    sdkType,
    sdkVersion,
    cache: createTimedCache(config.cacheStore, now),
    now,
    std: (params = {}) => ({ projectId: config.projectId, st: sdkType, sv: sdkVersion, ...params }),
    state: {},
  }
}
