import { json, type Route } from '../http'
import { supportedNetworkIds, type LocalChains } from '../local-chains'

/** GET /v1/supported-chains: every local network answers over HTTP (and `more`, the stand-ins' chains); no websocket API. */
export function supportedChainsRoute(chains: LocalChains, more: readonly string[] = []): Route {
  return {
    method: 'GET',
    path: '/v1/supported-chains',
    requiresProjectId: true,
    handle: () => json({ http: [...supportedNetworkIds(chains), ...more], ws: [] }),
  }
}
