import type { Network } from '@/registry/lib/chains/types'
import { createAlerts } from '@/registry/lib/state/alerts-store'
import { createBalances, type BalancesDependencies } from '@/registry/lib/state/balances-store'
import { createConnection } from '@/registry/lib/state/connection-store'
import { createConnectors, type ConnectorsConfig } from '@/registry/lib/state/connectors-store'
import { createModal, type ModalOptions } from '@/registry/lib/state/modal-store'
import { createNetworks } from '@/registry/lib/state/networks-store'
import { createOptions, type OptionsConfig } from '@/registry/lib/state/options-store'
import { createMemoryStorage, createPersistence, type KeyValueStorage } from '@/registry/lib/state/persistence'
import { createRouter } from '@/registry/lib/state/router-store'
import { createSnackbar } from '@/registry/lib/state/snackbar-store'
import { createBrowserPlatformDetector, type PlatformDetector } from '@/registry/lib/state/telegram-socials'

export type WalletKitConfig = OptionsConfig &
  ModalOptions &
  Omit<ConnectorsConfig, 'walletConnectEnabled' | 'isMobile'> & {
    networks: readonly Network[]
    defaultNetwork?: Network | undefined
    /** Where persistent keys live; localStorage in a browser, memory otherwise. */
    storage?: KeyValueStorage | undefined
    platform?: PlatformDetector | undefined
    balances?: Omit<BalancesDependencies, 'snackbar'> | undefined
    /** Auth-connector hooks the router needs around the Farcaster view. */
    auth?: { resetFarcasterLink?: () => void; reload?: () => void } | undefined
  }

function defaultStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Some sandboxed frames throw on the mere access; memory keeps the kit usable there.
  }
  return createMemoryStorage()
}

/**
 * Builds every store for one provider instance, so two providers on a page never share state.
 *
 * @example
 * const kit = createWalletKit({ projectId: 'p', networks: [anvil] })
 * kit.modal.open()
 */
export function createWalletKit(config: WalletKitConfig) {
  const platform = config.platform ?? createBrowserPlatformDetector()
  const persistence = createPersistence(config.storage ?? defaultStorage())
  const alerts = createAlerts()
  const snackbar = createSnackbar()
  const options = createOptions(config, { alerts, platform })
  // Router and modal close over each other; late-bound references break the cycle.
  let connectionRef: ReturnType<typeof createConnection> | undefined
  const isConnected = (): boolean => connectionRef?.isConnected() ?? false
  let modalRef: ReturnType<typeof createModal> | undefined
  const router = createRouter({
    close: () => modalRef?.close(),
    isConnected,
    resetFarcasterLink: config.auth?.resetFarcasterLink,
    reloadAuthConnector: config.auth?.reload,
  })
  const modal = createModal({ router, isConnected }, config)
  modalRef = modal
  const connectors = createConnectors(
    { ...config, walletConnectEnabled: options.store.getState().enableWalletConnect, isMobile: platform.isMobile() },
    { persistence },
  )
  const networks = createNetworks(
    { networks: config.networks, defaultNetwork: config.defaultNetwork, enableNetworkSwitch: config.enableNetworkSwitch },
    { alerts, router, persistence, getActiveConnector: (namespace) => connectionRef?.getActiveConnector(namespace) },
  )
  const connection = createConnection({ connectors, networks, persistence, alerts })
  connectionRef = connection
  const balances = createBalances({
    fetchBalances: async () => [],
    getWalletRequest: () => {
      const connector = connection.getActiveConnector('eip155')
      return connector?.request ? (args) => connector.request?.(args) ?? Promise.resolve(undefined) : undefined
    },
    ...config.balances,
    snackbar,
  })

  return { options, alerts, snackbar, router, modal, connectors, networks, connection, balances, persistence, platform }
}

export type WalletKit = ReturnType<typeof createWalletKit>
