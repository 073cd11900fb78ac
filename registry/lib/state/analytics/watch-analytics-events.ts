import type { AnalyticsEventName } from '@/registry/lib/api/analytics/create-analytics-client'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import type { ViewName } from '@/registry/lib/state/modal/router-store'

// Views a wallet pick leads to, and how the wallet is reached from each.
const walletViews: Partial<Record<ViewName, string>> = {
  ConnectingExternal: 'browser',
  ConnectingWalletConnect: 'qrcode',
  ConnectingWalletConnectBasic: 'qrcode',
}

/**
 * The modal's analytics events, read from the kit's stores (no view reports them): open and
 * close, all wallets, the wallet picked, connect success or failure, disconnect and network
 * switches. They go to `kit.analytics`, which holds them until the sender decides. Returns the stop.
 */
export function watchAnalyticsEvents(kit: WalletKitStores): () => void {
  const track = (event: AnalyticsEventName, properties: Record<string, unknown> = {}): void =>
    void kit.analytics.sendEvent({ type: 'track', event, properties })
  // True for the rest of the turn in which an account connected: the network store then adopts the wallet's chain.
  let settling = false

  const offs = [
    kit.modal.store.subscribe((state, previous) => {
      if (state.open !== previous.open) track(state.open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: kit.connection.isConnected() })
    }),
    kit.router.store.subscribe((state, previous) => {
      if (state.view === previous.view) return
      if (state.view === 'AllWallets') return track('CLICK_ALL_WALLETS')
      const platform = walletViews[state.view]
      const name = state.data?.wallet?.name ?? state.data?.connector?.name
      if (platform && name) track('SELECT_WALLET', { name, platform })
    }),
    kit.connection.store.subscribe((state, previous) => {
      const account = state.account
      if (state.status === 'connected' && previous.status !== 'connected') {
        settling = true
        queueMicrotask(() => (settling = false))
      }
      if (state.status === 'connected' && previous.status === 'connecting') {
        return track('CONNECT_SUCCESS', { name: account?.connectedWalletInfo?.name, method: account?.connectedWalletInfo?.type })
      }
      // A failed connect leaves 'connecting' for 'disconnected'; a failed restore ('reconnecting') is no user action.
      if (previous.status === 'connecting' && state.status === 'disconnected')
        return track('CONNECT_ERROR', { name: kit.router.store.getState().data?.connector?.name })
      if (previous.status === 'connected' && state.status === 'disconnected') track('DISCONNECT_SUCCESS')
    }),
    kit.networks.store.subscribe((state, previous) => {
      const id = state.activeNamespace ? state.activeByNamespace[state.activeNamespace] : undefined
      const before = previous.activeNamespace ? previous.activeByNamespace[previous.activeNamespace] : undefined
      if (!id || id === before || settling) return
      // A connect or restore adopts the wallet's chain: that is no switch.
      const { status } = kit.connection.store.getState()
      if (status !== 'connecting' && status !== 'reconnecting') track('SWITCH_NETWORK', { network: id })
    }),
  ]
  return () => offs.forEach((off) => off())
}
