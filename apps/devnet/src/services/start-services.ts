import { catalogueRoutes, defaultCatalogueSize } from '../catalogue/catalogue-routes'
import type { Mailbox } from '../mailbox'
import type { Route } from './http'
import type { LocalChains } from './local-chains'
import { createAnalyticsSink } from './routes/analytics'
import { balanceRoute } from './routes/balance'
import { bitcoinRoutes } from './routes/bitcoin'
import { bitcoinLedgerChains, createBitcoinLedger } from './bitcoin-ledger'
import { createPolkadotLedger, polkadotLedgerChains } from './polkadot-ledger'
import { convertRoutes } from './routes/convert'
import { devRoutes } from './routes/dev'
import { fungiblePriceRoute } from './routes/fungible-price'
import { historyRoute } from './routes/history'
import { createHistoryIndex } from '../history/history-index'
import { nftRoutes } from '../history/nft-metadata'
import { identityRoutes } from './routes/identity'
import { nodeRpcRoute } from './routes/node-rpc'
import { onrampRoutes } from './routes/onramp'
import { nameOfAddress, profileRoutes, type ProfileStore } from './routes/profile'
import { sessionRoutes } from './routes/sessions'
import { supportedChainsRoute } from './routes/supported-chains'
import { verifyRoutes } from './routes/verify'
import { startHttpService, type HttpService } from './server'
import { createRequestStats } from './stats'
import { solanaSocketUpgrade } from './solana-socket'

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
export async function startServices(options: ServicesOptions): Promise<HttpService> {
  const stats = createRequestStats()
  const analytics = createAnalyticsSink({ deniedProjectIds: options.deniedProjectIds ?? defaultDeniedProjectIds })
  // One index per services instance: history requests read only blocks mined since the last request.
  const history = createHistoryIndex(options.chains)
  const stopFollowing = history.follow()
  const profiles: ProfileStore = new Map()
  const bitcoin = createBitcoinLedger()
  const polkadot = createPolkadotLedger()
  const routes: Route[] = [
    // The Bitcoin chains (test chains funded, mainnet empty) and the Polkadot ledger chains are answered by the ledger stand-ins.
    supportedChainsRoute(options.chains, [...bitcoinLedgerChains, ...Object.keys(polkadotLedgerChains)]),
    balanceRoute(options.chains, bitcoin, polkadot),
    ...bitcoinRoutes(bitcoin),
    historyRoute(options.chains, history, bitcoin, polkadot),
    ...nftRoutes(options.chains),
    ...convertRoutes(options.chains),
    fungiblePriceRoute(options.chains),
    ...identityRoutes({ registeredName: (address) => nameOfAddress(profiles, address) }),
    ...profileRoutes(options.chains, profiles),
    ...onrampRoutes(options.chains, history.onramp),
    ...sessionRoutes(options.chains),
    nodeRpcRoute(options.chains),
    ...catalogueRoutes({
      size: options.catalogueSize ?? defaultCatalogueSize,
      localNetworks: {
        evm: options.chains.evm.map((c) => c.caipNetworkId),
        solana: options.chains.solana ? [options.chains.solana.caipNetworkId] : [],
      },
    }),
    ...analytics.routes(),
    ...verifyRoutes(),
    ...devRoutes({ stats, mailbox: options.mailbox, analytics, chains: options.chains }),
  ]
  const sockets = solanaSocketUpgrade(options.chains)
  const service = await startHttpService({ port: options.port, routes, stats, ...(sockets ? { onUpgrade: sockets.upgrade } : {}) })
  return {
    ...service,
    stop: async () => {
      sockets?.close()
      stopFollowing()
      await service.stop()
    },
  }
}
