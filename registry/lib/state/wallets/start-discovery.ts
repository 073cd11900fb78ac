import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { logger } from '@/registry/lib/logger/logger'

/** The chain reference (CAIP-2's second part) of the app's active network on a namespace, if it has one. */
function activeReference(kit: WalletKitStores, namespace: ChainNamespace): string | undefined {
  const caipNetworkId = kit.networks.store.getState().activeByNamespace[namespace]
  return caipNetworkId === undefined ? undefined : parseCaipNetworkId(caipNetworkId).chainId
}

// What a preload runs on a started kit: discovery and the catalogue lists, as the first open would.
const warmers = new WeakMap<WalletKitStores, () => void>()

/**
 * Starts discovery and the featured/recommended catalogue request ahead of the first open (the
 * modal preload). Does nothing on a kit that is not started (server render, tests) or once done.
 */
export function warmDiscovery(kit: WalletKitStores): void {
  warmers.get(kit)?.()
}

/**
 * Finds the browser's wallets and restores a previous session. Discovery code (and the schemas
 * it validates announcements with) loads only when it is needed: at once when the last visit
 * ended connected, otherwise the first time the modal opens. EIP-6963 wallets answer a request
 * at any time, so asking late loses nothing. The featured and recommended lists load with the
 * first open too. Returns a function that stops everything.
 */
export function startDiscovery(kit: WalletKitStores): () => void {
  let stopped = false
  const stops: Array<() => void> = []
  let started = false

  let listsLoaded = false
  const loadLists = (): void => {
    if (listsLoaded) return
    listsLoaded = true
    // Its code, like the catalogue client it loads, stays off the page load.
    kit.connectors.track(import('@/registry/lib/state/wallets/load-wallet-lists').then(({ loadWalletLists }) => loadWalletLists(kit)))
  }

  const start = (reconnect: boolean): void => {
    if (stopped) return
    if (!reconnect || kit.modal.store.getState().open) loadLists()
    if (started) return
    started = true
    const { track } = kit.connectors
    // The restore's code is fetched beside discovery's, only for a visit that has something to restore.
    const restore = reconnect ? import('@/registry/lib/state/connection/restore-connection') : undefined
    track(
      import('@/registry/lib/connectors/eip6963').then(({ watchEvmWallets }) => {
        if (stopped) return
        // setDiscovered, not register: the window.ethereum fallback gives way when a wallet announces late.
        // Without a window (a kit run on a server or in a test) there is nothing to discover, but a
        // stored session of a connector that needs no discovery (the embedded wallet) still restores.
        if (typeof window !== 'undefined')
          stops.push(watchEvmWallets({ onChange: (connectors) => kit.connectors.setDiscovered('eip6963', connectors) }))
        // Announcements arrive synchronously with the request, so the persisted connector is known now.
        restore?.then(
          (restoring) => void (stopped || restoring.reconnect(kit)),
          (error: unknown) => logger.warn('the session restore could not load', error),
        )
      }),
    )
    // Solana wallets register through wallet-standard; its code loads only for apps with a Solana network.
    if (kit.networks.store.getState().networks.some((network) => network.chainNamespace === 'solana')) {
      track(
        import('@/registry/lib/connectors/solana-discovery').then(({ watchSolanaWallets }) => {
          if (stopped) return
          stops.push(
            watchSolanaWallets({
              onChange: (connectors) => kit.connectors.setDiscovered('wallet-standard', connectors),
              // A session restored on load is on the app's Solana network, not mainnet.
              defaultChainId: () => activeReference(kit, 'solana'),
            }),
          )
        }),
      )
    }
    // Bitcoin wallets too (bitcoin:connect), only for apps with a bip122 network.
    if (kit.networks.store.getState().networks.some((network) => network.chainNamespace === 'bip122')) {
      track(
        import('@/registry/lib/connectors/bitcoin-discovery').then(({ watchBitcoinWallets }) => {
          if (stopped) return
          stops.push(
            watchBitcoinWallets({
              onChange: (connectors) => kit.connectors.setDiscovered('wallet-standard-bip122', connectors),
              defaultChainId: () => activeReference(kit, 'bip122'),
            }),
          )
        }),
      )
    }
    // Polkadot extensions inject into window.injectedWeb3; read only for apps with a polkadot network.
    if (typeof window !== 'undefined' && kit.networks.store.getState().networks.some((network) => network.chainNamespace === 'polkadot')) {
      track(
        import('@/registry/lib/connectors/polkadot-discovery').then(({ watchPolkadotExtensions }) => {
          if (stopped) return
          stops.push(
            watchPolkadotExtensions({
              onChange: (connectors) => kit.connectors.setDiscovered('injected-web3', connectors),
              appName: () => kit.options.store.getState().metadata?.name ?? (document.title || window.location.host),
              defaultChainId: () => activeReference(kit, 'polkadot'),
            }),
          )
        }),
      )
    }
  }

  if (kit.persistence.getConnectionStatus() === 'connected') start(true)
  else if (kit.modal.store.getState().open || kit.modal.store.getState().embedded) start(false)
  // Opening later starts discovery if it has not started, and loads the catalogue lists once.
  const unsubscribe = kit.modal.store.subscribe((state) => state.open && start(false))
  warmers.set(kit, () => start(false))

  return () => {
    stopped = true
    warmers.delete(kit)
    unsubscribe()
    stops.forEach((stop) => stop())
  }
}
