import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import { revokeSessionSchema } from '@/registry/lib/api/blockchain/schemas/sessions'

export type RevokeSmartSessionParameters = {
  address: string
  /** Id of the permission context to revoke. */
  pci: string
  signature: string
}

/**
 * POST /v1/sessions/{address}/revoke.
 *
 * @example
 * const { success } = await revokeSmartSession(api, { address, pci, signature })
 */
export function revokeSmartSession(
  client: BlockchainApiClient,
  { address, pci, signature }: RevokeSmartSessionParameters,
): Promise<{ success: boolean }> {
  return client.http.post({
    path: `/v1/sessions/${pathSegment(address)}/revoke`,
    params: { projectId: client.projectId },
    body: { pci, signature },
    schema: revokeSessionSchema,
  })
}
