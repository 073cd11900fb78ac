import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { nameLookupCacheExpiry, profileApiVersion } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { nameServiceReasons } from '@/registry/lib/api/blockchain/name-service-error'
import { NameResolveError } from '@/registry/lib/errors/name'
import { profileNameSchema, type ProfileName } from '@/registry/lib/api/blockchain/schemas/profile'

/**
 * GET /v1/profile/account/{name}: the registered profile of a name, cached 5 minutes (SPEC §9).
 * Failures are 'Error resolving name', or the service's first reason.
 *
 * @example
 * const profile = await lookupName(api, { name: 'alice.reown.id' })
 */
export async function lookupName(client: BlockchainApiClient, { name }: { name: string }): Promise<ProfileName> {
  const key = `name:${name.toLowerCase()}`
  const cached = client.cache.read<ProfileName>(key, nameLookupCacheExpiry)
  if (cached) return cached
  try {
    const profile = await client.http.get({
      path: `/v1/profile/account/${pathSegment(name)}`,
      params: client.std({ apiVersion: profileApiVersion }),
      schema: profileNameSchema,
    })
    client.cache.write(key, profile)
    return profile
  } catch (cause) {
    throw new NameResolveError({ cause, reasons: nameServiceReasons(cause) })
  }
}
