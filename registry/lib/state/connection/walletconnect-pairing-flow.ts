import { createStore, type StoreApi } from 'zustand/vanilla'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import { PairingAbortedError } from '@/registry/lib/errors/walletconnect'
import { connectFromModal } from '@/registry/lib/state/connection/connect-from-modal'
import { ensureWalletConnectConnector } from '@/registry/lib/state/connection/start-walletconnect'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

export type WalletConnectPairingStatus = 'loading' | 'pairing' | 'connected' | 'error' | 'disabled'

export type WalletConnectPairingState = {
  /** The registered WalletConnect connector, once `prepare` found it. */
  connector: WalletConnectConnector | undefined
  /** The pairing URI for the QR code and the wallets' deep links; refreshed when it expires. */
  uri: string | undefined
  status: WalletConnectPairingStatus
  error: unknown
}

export type WalletConnectPairing = {
  store: StoreApi<WalletConnectPairingState>
  /** Registers the connector (its code loads on demand); `disabled` when the host turned WalletConnect off. */
  prepare(): Promise<void>
  /** Starts (or, after an error, restarts) the pairing; success connects and closes the modal. */
  connect(): Promise<void>
  /** Follows the URI as the relay refreshes it; returns the stop. */
  watchUri(): () => void
  /** Gives up the pairing (the view showing it is gone). */
  abandon(): void
}

/**
 * A WalletConnect pairing while a view shows it, as a store: `prepare`, then `connect` and
 * `watchUri` once the connector is there, `abandon` when the view goes. A pairing given up by
 * `abandon` (or replaced by a new `connect`) ends without an error.
 *
 * @example
 * const pairing = createWalletConnectPairing(kit)
 * await pairing.prepare()
 * const stop = pairing.watchUri()
 * void pairing.connect()
 */
export function createWalletConnectPairing(kit: WalletKitStores): WalletConnectPairing {
  const store = createStore<WalletConnectPairingState>()(() => ({
    connector: undefined,
    uri: undefined,
    status: 'loading',
    error: undefined,
  }))
  return {
    store,
    async prepare() {
      const found = await ensureWalletConnectConnector(kit)
      store.setState(found ? { connector: found } : { status: 'disabled' })
    },
    async connect() {
      const { connector } = store.getState()
      if (!connector) return
      store.setState({ status: 'pairing', error: undefined, uri: connector.getPairingUri() })
      // Opened from a Connect for one namespace: pair (or reuse a held session) for that namespace alone.
      const scope = kit.router.store.getState().data?.namespace
      try {
        await connectFromModal(kit, scope ? connector.scopedConnector(scope) : connector)
        store.setState({ status: 'connected' })
      } catch (cause) {
        if (cause instanceof PairingAbortedError) return
        store.setState({ status: 'error', error: cause })
      }
    },
    watchUri() {
      const { connector } = store.getState()
      if (!connector) return () => undefined
      return connector.events.on('message', ({ type, data }) => {
        if (type === 'display_uri' && typeof data === 'string') store.setState({ uri: data })
      })
    },
    abandon() {
      store.getState().connector?.cancelConnect()
    },
  }
}
