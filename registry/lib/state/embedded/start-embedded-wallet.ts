import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * The embedded wallet's part of start-up. When the last visit ended connected through it, its
 * connector loads now so the connection store's reconnect finds it and restores the session from
 * the frame (IS_CONNECTED, then GET_USER) without a prompt. While it is loaded: closing the modal
 * declines the approvals still waiting, and a disconnect also aborts the frame's open requests.
 * Returns the function that stops watching.
 */
export function startEmbeddedWallet(kit: WalletKitStores): () => void {
  let stopped = false
  let offs: Array<() => void> = []
  const watch = (): void => {
    // Imported here so a kit without the embedded wallet never loads its module, and the page's
    // first load carries none of what follows the wallet once it is there.
    void import('@/registry/lib/state/embedded/follow-embedded-wallet').then(({ followEmbeddedWallet }) => {
      if (!stopped) offs = followEmbeddedWallet(kit, restoring, () => stopped)
    })
  }
  // Either namespace recorded through the embedded wallet: its login restores both (the Solana account follows the eip155 one).
  const ids = kit.persistence.getActiveConnectorIds()
  const restoring =
    kit.persistence.getConnectionStatus() === 'connected' && (ids.eip155 === AUTH_CONNECTOR_ID || ids.solana === AUTH_CONNECTOR_ID)
  // Without a stored session the watchers wait until something loads the wallet module anyway.
  const unsubscribe = restoring
    ? () => {}
    : kit.connectors.store.subscribe((state) => state.connectors.some((c) => c.id === AUTH_CONNECTOR_ID) && once())
  let watching = false
  const once = (): void => {
    if (watching) return
    watching = true
    unsubscribe()
    watch()
  }
  if (restoring) once()
  return () => {
    stopped = true
    unsubscribe()
    offs.forEach((off) => off())
  }
}
