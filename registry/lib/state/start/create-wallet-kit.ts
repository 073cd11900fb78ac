import { createWalletKitStores, type WalletKitConfig, type WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { startAnalytics } from '@/registry/lib/state/analytics/start-analytics'
import { startDiscovery } from '@/registry/lib/state/wallets/start-discovery'
import { startHostConnectors } from '@/registry/lib/state/wallets/host-connectors'
import { startEmbeddedWallet } from '@/registry/lib/state/embedded/start-embedded-wallet'
import { startWalletConnect } from '@/registry/lib/state/connection/start-walletconnect'
import { watchIdentity } from '@/registry/lib/state/names/watch-identity'
import { watchSiwx } from '@/registry/lib/state/siwx/watch-siwx'
import { watchUnsupportedChain } from '@/registry/lib/state/networks/watch-unsupported-chain'

export type { WalletKitConfig, WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * Builds the stores of one kit and the `start` that runs it: wallet discovery and session
 * restore, WalletConnect restore, the embedded wallet's restore, identity lookups and the
 * unsupported-chain watcher and analytics. `start()` returns `stop`, which removes every listener and timer
 * it added. The React provider calls it once; any other host can too.
 *
 * @example
 * const kit = createWalletKit({ projectId: 'p', networks: [mainnet], blockchainApiUrl: 'http://127.0.0.1:8787' })
 * const stop = kit.start()
 * kit.modal.open()
 * stop()
 */
export function createWalletKit(config: WalletKitConfig) {
  const stores = createWalletKitStores(config)
  let running: (() => void) | undefined

  function start(): () => void {
    if (running) return running
    // Analytics first: its chunk is asked for before anything else starts, to be in place for the first click.
    const stops = [
      startAnalytics(stores),
      // Before discovery: a session restore waits for the connector it restores, the host's ones too.
      startHostConnectors(stores),
      keepSessionCookie(stores),
      startDiscovery(stores),
      startWalletConnect(stores),
      startEmbeddedWallet(stores),
      watchIdentity(stores),
      watchUnsupportedChain(stores),
      watchSiwx(stores),
      stores.theme.watchSystem(),
    ]
    const stop = (): void => {
      if (running !== stop) return
      running = undefined
      for (const stopOne of stops) stopOne()
    }
    running = stop
    return stop
  }

  // The same object start-up code received: per-kit caches (embedded wallet, flows) are keyed by it.
  return Object.assign(stores, { start })
}

export type WalletKit = WalletKitStores & { start(): () => void }

/**
 * Drops a returning visitor's shown accounts that nothing will restore, at once; the cookie writer
 * (only with the `sessionCookie` option) loads after, off the page-load path.
 */
function keepSessionCookie(stores: WalletKitStores): () => void {
  stores.connection.dropUnbacked()
  if (!stores.sessionCookie) return () => {}
  let stopped = false
  let stop: (() => void) | undefined
  void import('@/registry/lib/state/connection/start-session-cookie').then(({ startSessionCookie }) => {
    if (!stopped) stop = startSessionCookie(stores)
  })
  return () => {
    stopped = true
    stop?.()
  }
}
