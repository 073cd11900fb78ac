import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'

/**
 * Finds the browser's wallets and restores a previous session. Discovery code (and the schemas
 * it validates announcements with) loads only when it is needed: at once when the last visit
 * ended connected, otherwise the first time the modal opens. EIP-6963 wallets answer a request
 * at any time, so asking late loses nothing. Returns a function that stops everything.
 */
export function startDiscovery(kit: WalletKit): () => void {
  let stopped = false
  let stopWatching: (() => void) | undefined
  let started = false

  const start = (reconnect: boolean): void => {
    if (started) return
    started = true
    void import('@/registry/lib/connectors/eip6963').then(({ watchEvmWallets }) => {
      if (stopped) return
      // setDiscovered, not register: the window.ethereum fallback gives way when a wallet announces late.
      stopWatching = watchEvmWallets({ onChange: (connectors) => kit.connectors.setDiscovered('eip6963', connectors) })
      // Announcements arrive synchronously with the request, so the persisted connector is known now.
      if (reconnect) void kit.connection.reconnect()
    })
  }

  let unsubscribe: (() => void) | undefined
  if (kit.persistence.getConnectionStatus() === 'connected') start(true)
  else if (kit.modal.store.getState().open || kit.modal.store.getState().embedded) start(false)
  else unsubscribe = kit.modal.store.subscribe((state) => state.open && start(false))

  return () => {
    stopped = true
    unsubscribe?.()
    stopWatching?.()
  }
}
