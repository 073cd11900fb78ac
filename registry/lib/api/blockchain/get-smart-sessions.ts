import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { smartSessionsSchema, type SmartSession } from '@/registry/lib/api/blockchain/schemas/sessions'

/**
 * GET /v1/sessions/{caipAddress}: the smart sessions granted by an account.
 *
 * @example
 * const sessions = await getSmartSessions(api, { caipAddress: 'eip155:1:0x...' })
 */
export async function getSmartSessions(client: BlockchainApiClient, { caipAddress }: { caipAddress: string }): Promise<SmartSession[]> {
  const { pcis } = await client.http.get({
    path: `/v1/sessions/${pathSegment(caipAddress)}`,
    params: client.std(),
    schema: smartSessionsSchema,
  })
  return pcis
}
