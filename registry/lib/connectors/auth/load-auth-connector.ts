import type { AuthConnector, AuthConnectorParameters } from '@/registry/lib/connectors/auth/create-auth-connector'

/**
 * Loads the auth connector and its frame client on first need, so that hosts without e-mail or
 * social login (and the modal's first paint) never download them.
 *
 * @example
 * const auth = await loadAuthConnector({ frame: { projectId, chainId, secureSiteOrigin }, networks, approve })
 */
export async function loadAuthConnector(parameters: AuthConnectorParameters): Promise<AuthConnector> {
  const { createAuthConnector } = await import('@/registry/lib/connectors/auth/create-auth-connector')
  return createAuthConnector(parameters)
}
