import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { profileZone } from '@/registry/lib/api/blockchain/blockchain-api-constants'
import { nameServiceReasons } from '@/registry/lib/api/blockchain/name-service-error'
import { NameSuggestionsError } from '@/registry/lib/errors/name'
import { nameSuggestionsSchema, type NameSuggestions } from '@/registry/lib/api/blockchain/schemas/profile'

/**
 * GET /v1/profile/suggestions/{name}: available names close to `name` in the reown.id zone.
 * Failures are 'Error fetching name suggestions', or the service's first reason.
 *
 * @example
 * const { suggestions } = await getNameSuggestions(api, { name: 'alice' })
 */
export async function getNameSuggestions(client: BlockchainApiClient, { name }: { name: string }): Promise<NameSuggestions> {
  try {
    return await client.http.get({
      path: `/v1/profile/suggestions/${pathSegment(name)}`,
      params: client.std({ zone: profileZone }),
      schema: nameSuggestionsSchema,
    })
  } catch (cause) {
    throw new NameSuggestionsError({ cause, reasons: nameServiceReasons(cause) })
  }
}
