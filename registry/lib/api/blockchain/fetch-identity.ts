import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { identityCacheExpiry } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { identitySchema, type Identity } from '@/registry/lib/api/blockchain/schemas/chains'

export type FetchIdentityParameters = {
  address: string
  /** The active account's plain address, when there is one. */
  sender?: string | undefined
}

/**
 * GET /v1/identity/{address}: name and avatar, cached for 5 minutes (SPEC §9).
 *
 * @example
 * const { name, avatar } = await fetchIdentity(api, { address })
 */
export async function fetchIdentity(client: BlockchainApiClient, { address, sender }: FetchIdentityParameters): Promise<Identity> {
  const key = `identity:${address.toLowerCase()}`
  const cached = client.cache.read<Identity>(key, identityCacheExpiry)
  if (cached) return cached
  const identity = await client.http.get({
    path: `/v1/identity/${pathSegment(address)}`,
    params: client.std({ sender }),
    schema: identitySchema,
  })
  client.cache.write(key, identity)
  return identity
}
