import { createLruMap, LRU_MAX_ENTRIES } from '@/registry/lib/cache/create-lru-map'
import { createEvmClient, type CreateEvmClientParameters, type EvmClient } from '@/registry/lib/evm/create-evm-client'

export type EvmClientCache = {
  /** The client of `parameters.network`, created on first use and reused afterwards. */
  get(parameters: CreateEvmClientParameters): EvmClient
  clear(): void
}

/**
 * One viem client per network. Reuse matters: each client owns its batch queue, its learnt send
 * method and, with several URLs, a ranking loop that probes them for the life of the page.
 * Bounded like every kit cache: 8192 clients, least recently used dropped (SPEC §9).
 *
 * @example
 * const clients = createEvmClientCache()
 * const client = clients.get({ network: mainnet, blockchainApi })
 */
export function createEvmClientCache(): EvmClientCache {
  const clients = createLruMap<string, EvmClient>(LRU_MAX_ENTRIES)
  return {
    get(parameters) {
      const key = `${parameters.network.caipNetworkId}|${(parameters.rpcUrls ?? []).join(',')}|${parameters.blockchainApi?.baseUrl ?? ''}`
      let client = clients.get(key)
      if (!client) clients.set(key, (client = createEvmClient(parameters)))
      return client
    },
    clear: () => clients.clear(),
  }
}
