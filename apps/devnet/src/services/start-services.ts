import type { Mailbox } from '../mailbox'
import type { Route } from './http'
import type { LocalChains } from './local-chains'
import { createAnalyticsSink } from './routes/analytics'
import { balanceRoute } from './routes/balance'
import { devRoutes } from './routes/dev'
import { nodeRpcRoute } from './routes/node-rpc'
import { supportedChainsRoute } from './routes/supported-chains'
import { startHttpService, type HttpService } from './server'
import { createRequestStats } from './stats'

export type ServicesOptions = {
  port: number
  chains: LocalChains
  mailbox: Mailbox
  /** Analytics answers 403 for these project ids. */
  deniedProjectIds?: ReadonlyArray<string>
  /** Number of generated wallets in the catalogue. */
  catalogueSize?: number
}

export const defaultDeniedProjectIds = ['forbidden-project']

/** Blockchain API, node RPC proxy, wallet catalogue, analytics sink and dev routes on one port. */
export function startServices(options: ServicesOptions): Promise<HttpService> {
  const stats = createRequestStats()
  const analytics = createAnalyticsSink({ deniedProjectIds: options.deniedProjectIds ?? defaultDeniedProjectIds })
  const routes: Route[] = [
    supportedChainsRoute(options.chains),
    balanceRoute(options.chains),
    nodeRpcRoute(options.chains),
    ...analytics.routes(),
    ...devRoutes({ stats, mailbox: options.mailbox, analytics }),
  ]
  return startHttpService({ port: options.port, routes, stats })
}
