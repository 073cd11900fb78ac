import type { Network } from '@/registry/lib/chains/chain-types'
import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import { logger } from '@/registry/lib/logger/logger'
import { createAlerts } from '@/registry/lib/state/modal/alerts-store'
import type { AnalyticsTransport } from '@/registry/lib/api/analytics/create-analytics-event-sender'
import { createAnalyticsTracker } from '@/registry/lib/state/analytics/analytics-tracker'
import { createBalanceFetchers } from '@/registry/lib/state/balances/balance-fetchers'
import { createBalances, type BalancesDependencies } from '@/registry/lib/state/balances/balances-store'
import { createConnection } from '@/registry/lib/state/connection/connection-store'
import { createConnectors, type ConnectorsConfig } from '@/registry/lib/state/wallets/connectors-store'
import type { EmbeddedWalletOptions } from '@/registry/lib/state/embedded/embedded-wallet-options'
import type { SiwxConfig } from '@/registry/lib/siwx/siwx-types'
import { createKitClients } from '@/registry/lib/state/start/kit-clients'
import { createModal, type ModalOptions } from '@/registry/lib/state/modal/modal-store'
import { createNetworks } from '@/registry/lib/state/networks/networks-store'
import { createOptions, type OptionsConfig } from '@/registry/lib/state/start/options-store'
import { createPersistence, type KeyValueStorage } from '@/registry/lib/state/start/persistence'
import { createRouter } from '@/registry/lib/state/modal/router-store'
import { resolveServiceUrls, type ServiceUrls } from '@/registry/lib/state/start/service-urls'
import { createSnackbar } from '@/registry/lib/state/modal/snackbar-store'
import type { Theme } from '@/registry/lib/state/modal/theme'
import { createThemeStore } from '@/registry/lib/state/modal/theme-store'
import type { ConnectorFactory } from '@/registry/lib/connectors/connector-interface'
import type { InitialConnection } from '@/registry/lib/state/connection/session-cookie'
import { createBrowserPlatformDetector, type PlatformDetector } from '@/registry/lib/state/embedded/social-platform'

export type WalletKitConfig = OptionsConfig &
  ModalOptions &
  Omit<ConnectorsConfig, 'walletConnectEnabled' | 'isMobile'> &
  Partial<ServiceUrls> & {
    networks: readonly Network[]
    defaultNetwork?: Network | undefined
    /** Where persistent keys live; the page's localStorage by default (memory without a window). */
    storage?: KeyValueStorage | undefined
    platform?: PlatformDetector | undefined
    /** Balance reads; the blockchain API by default. */
    balances?: Omit<BalancesDependencies, 'snackbar'> | undefined
    /** The embedded wallet's frame and networks; the kit's project, secure site and EVM networks by default. */
    embeddedWallet?: EmbeddedWalletOptions | undefined
    /** Sign-in with the wallet (SPEC §4): the host's sessions; the flow starts only when set. */
    siwx?: SiwxConfig | undefined
    /** How the modal (and the secure frame, through SYNC_THEME) look. */
    theme?: Theme | undefined
    /** Connectors of the host's own (SPEC §3 EXTERNAL and any other type), made when the kit starts. */
    connectors?: readonly ConnectorFactory[] | undefined
    /**
     * A returning visitor's last connection, read from the session cookie on the server
     * (readSessionCookie): the account shows from the first paint while the wallet confirms it.
     */
    initialConnection?: InitialConnection | undefined
    /** Keep the session cookie (`walletkit.session`) in step with the connection, for server rendering. `secure` defaults to the page being https. */
    sessionCookie?: boolean | { secure?: boolean | undefined } | undefined
    /**
     * `false` sends no analytics event at all (SPEC §7); otherwise the project's catalogue config
     * decides. `{ transport: 'batch' }` sends events in batches to /batch instead of one POST /e each.
     */
    analytics?: boolean | AnalyticsOptions | undefined
  }

/** Analytics on (as `true`), with how the events travel. */
export type AnalyticsOptions = {
  /** `'event'` (default): each event is its own POST /e. `'batch'`: queued, sent to /batch every 10 s and as the page is left. */
  transport?: AnalyticsTransport | undefined
}

// The auth connector's Farcaster hooks, found on the registered connector (it loads lazily).
type FarcasterHooks = { resetFarcasterLink?: () => void; reload?: () => Promise<void> }

/**
 * Builds every store of one kit instance, so two providers on a page never share state. Nothing
 * runs here: `createWalletKit` adds `start()`, so a kit can be created during server rendering
 * and started in the browser.
 */
export function createWalletKitStores(config: WalletKitConfig) {
  const platform = config.platform ?? createBrowserPlatformDetector()
  const persistence = createPersistence(config.storage)
  const services = resolveServiceUrls(config)
  const alerts = createAlerts()
  const snackbar = createSnackbar()
  const theme = createThemeStore(config.theme)
  const options = createOptions(config, { alerts, platform })
  const clients = createKitClients(services, () => options.store.getState().projectId)
  // Router and modal close over each other; late-bound references break the cycle.
  let connectionRef: ReturnType<typeof createConnection> | undefined
  let connectorsRef: ReturnType<typeof createConnectors> | undefined
  const isConnected = (): boolean => connectionRef?.isConnected() ?? false
  const farcasterHooks = (): FarcasterHooks | undefined =>
    connectorsRef?.getConnector(AUTH_CONNECTOR_ID, 'eip155') as FarcasterHooks | undefined
  let modalRef: ReturnType<typeof createModal> | undefined
  const router = createRouter({
    close: () => modalRef?.close(),
    isConnected,
    resetFarcasterLink: () => farcasterHooks()?.resetFarcasterLink?.(),
    reloadAuthConnector: () =>
      void farcasterHooks()
        ?.reload?.()
        .catch((error: unknown) => logger.warn('auth connector reload failed', error)),
  })
  const modal = createModal({ router, isConnected }, config)
  modalRef = modal
  const connectors = createConnectors(
    { ...config, walletConnectEnabled: options.store.getState().enableWalletConnect, isMobile: platform.isMobile() },
    { persistence },
  )
  connectorsRef = connectors
  const networks = createNetworks(
    { networks: config.networks, defaultNetwork: config.defaultNetwork, enableNetworkSwitch: config.enableNetworkSwitch },
    { alerts, router, persistence, getActiveConnector: (namespace) => connectionRef?.getActiveConnector(namespace) },
  )
  const connection = createConnection({ connectors, networks, persistence, alerts, initial: config.initialConnection })
  connectionRef = connection
  // Every event carries the page's network and account at the moment it happened (API.md §4).
  const analytics = createAnalyticsTracker(() => {
    const { activeNamespace, activeByNamespace } = networks.store.getState()
    return {
      address: connection.store.getState().account?.address,
      caipNetworkId: activeNamespace ? activeByNamespace[activeNamespace] : undefined,
    }
  })
  const balances = createBalances({
    ...createBalanceFetchers(clients),
    getWalletRequest: () => {
      const connector = connection.getActiveConnector('eip155')
      return connector?.request ? (args) => connector.request?.(args) ?? Promise.resolve(undefined) : undefined
    },
    ...config.balances,
    snackbar,
  })

  const { projectId } = options.store.getState()
  if (projectId) config.siwx?.setBlockchainApi?.({ baseUrl: services.blockchainApiUrl, projectId })

  return {
    options,
    theme,
    alerts,
    snackbar,
    router,
    modal,
    connectors,
    networks,
    connection,
    balances,
    persistence,
    platform,
    services,
    clients,
    embeddedWalletOptions: config.embeddedWallet,
    hostConnectors: config.connectors ?? [],
    sessionCookie: config.sessionCookie ?? false,
    siwx: config.siwx,
    analytics,
    analyticsEnabled: typeof config.analytics === 'object' ? true : (config.analytics ?? options.store.getState().features.analytics),
    analyticsTransport: (typeof config.analytics === 'object' ? config.analytics.transport : undefined) ?? ('event' as AnalyticsTransport),
  }
}

/** The stores of one kit, as start-up code and flows see them. */
export type WalletKitStores = ReturnType<typeof createWalletKitStores>
