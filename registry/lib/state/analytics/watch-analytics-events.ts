import { track } from '@/registry/lib/state/analytics/track'
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
  // True for the rest of the turn in which an account connected: the network store then adopts the wallet's chain.
  let settling = false

  const offs = [
    kit.modal.store.subscribe((state, previous) => {
      if (state.open !== previous.open)
        track(kit.analytics, { event: state.open ? 'MODAL_OPEN' : 'MODAL_CLOSE', properties: { connected: kit.connection.isConnected() } })
    }),
    kit.router.store.subscribe((state, previous) => {
      if (state.view === previous.view) return
      if (state.view === 'AllWallets') return track(kit.analytics, { event: 'CLICK_ALL_WALLETS' })
      const platform = walletViews[state.view]
      const name = state.data?.wallet?.name ?? state.data?.connector?.name
      if (platform && name) track(kit.analytics, { event: 'SELECT_WALLET', properties: { name, platform } })
    }),
    kit.connection.store.subscribe((state, previous) => {
      const account = state.account
      if (state.status === 'connected' && previous.status !== 'connected') {
        settling = true
        queueMicrotask(() => (settling = false))
      }
      if (state.status === 'connected' && previous.status === 'connecting') {
        return track(kit.analytics, {
          event: 'CONNECT_SUCCESS',
          properties: { name: account?.connectedWalletInfo?.name, method: account?.connectedWalletInfo?.type },
        })
      }
      // A failed connect leaves 'connecting' for 'disconnected'; a failed restore ('reconnecting') is no user action.
      if (previous.status === 'connecting' && state.status === 'disconnected')
        return track(kit.analytics, { event: 'CONNECT_ERROR', properties: { name: kit.router.store.getState().data?.connector?.name } })
      if (previous.status === 'connected' && state.status === 'disconnected') track(kit.analytics, { event: 'DISCONNECT_SUCCESS' })
    }),
    kit.networks.store.subscribe((state, previous) => {
      const id = state.activeNamespace ? state.activeByNamespace[state.activeNamespace] : undefined
      const before = previous.activeNamespace ? previous.activeByNamespace[previous.activeNamespace] : undefined
      if (!id || id === before || settling) return
      // A connect or restore adopts the wallet's chain: that is no switch.
      const { status } = kit.connection.store.getState()
      if (status !== 'connecting' && status !== 'reconnecting')
        track(kit.analytics, { event: 'SWITCH_NETWORK', properties: { network: id } })
    }),
  ]
  return () => offs.forEach((off) => off())
}
