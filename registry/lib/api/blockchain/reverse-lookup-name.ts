import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { nameLookupCacheExpiry, profileApiVersion } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { nameServiceReasons } from '@/registry/lib/api/blockchain/name-service-error'
import { NamesForAddressError } from '@/registry/lib/errors/name'
import { profileNamesSchema, type ProfileName } from '@/registry/lib/api/blockchain/schemas/profile'

/**
 * GET /v1/profile/reverse/{address}: names registered to an address, cached 5 minutes.
 * Failures are 'Error fetching names for address', or the service's first reason.
 *
 * @example
 * const names = await reverseLookupName(api, { address })
 */
export async function reverseLookupName(
  client: BlockchainApiClient,
  { address, sender }: { address: string; sender?: string | undefined },
): Promise<ProfileName[]> {
  const key = `reverse:${address.toLowerCase()}`
  const cached = client.cache.read<ProfileName[]>(key, nameLookupCacheExpiry)
  if (cached) return cached
  try {
    const names = await client.http.get({
      path: `/v1/profile/reverse/${pathSegment(address)}`,
      params: client.std({ sender, apiVersion: profileApiVersion }),
      schema: profileNamesSchema,
    })
    client.cache.write(key, names)
    return names
  } catch (cause) {
    throw new NamesForAddressError({ cause, reasons: nameServiceReasons(cause) })
  }
}
