import { json, type Route } from '../http'
import { supportedNetworkIds, type LocalChains } from '../local-chains'

/** GET /v1/supported-chains: every local network answers over HTTP; no websocket API. */
export function supportedChainsRoute(chains: LocalChains): Route {
  return {
    method: 'GET',
    path: '/v1/supported-chains',
    requiresProjectId: true,
    handle: () => json({ http: supportedNetworkIds(chains), ws: [] }),
  }
}
