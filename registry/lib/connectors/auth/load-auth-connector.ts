import type { AuthConnector, AuthConnectorParameters } from '@/registry/lib/connectors/auth/create-auth-connector'
import { retryableImport } from '@/registry/lib/errors/chunk-import'

// One per document, as the browser's record of a failed chunk is: a retry after a dropped
// connection fetches the chunk again instead of failing at once (Chromium, Firefox).
const importAuthConnector = retryableImport(() => import('@/registry/lib/connectors/auth/create-auth-connector'), ['createAuthConnector'])

/**
 * Loads the auth connector and its frame client on first need, so that hosts without e-mail or
 * social login (and the modal's first paint) never download them. After a failed load the next
 * call really fetches the code again.
 *
 * @example
 * const auth = await loadAuthConnector({ frame: { projectId, chainId, secureSiteOrigin }, networks, approve })
 */
export async function loadAuthConnector(parameters: AuthConnectorParameters): Promise<AuthConnector> {
  const { createAuthConnector } = await importAuthConnector()
  return createAuthConnector(parameters)
}
