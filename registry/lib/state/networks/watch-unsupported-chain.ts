import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * When the wallet moves to a chain the app does not configure, the user must see it even with
 * the modal closed: open it on UnsupportedChain. Returns the unsubscribe function.
 */
export function watchUnsupportedChain(kit: WalletKitStores): () => void {
  return kit.networks.store.subscribe((state, previous) => {
    if (!state.unsupported || previous.unsupported) return
    if (kit.modal.store.getState().open) return
    kit.modal.open({ view: 'UnsupportedChain' })
  })
}
