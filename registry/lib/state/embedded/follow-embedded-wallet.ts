import { AUTH_CONNECTOR_ID } from '@/registry/lib/connectors/auth/auth-connector-id'
import { alerts } from '@/registry/lib/errors/alerts'
import { logger } from '@/registry/lib/logger/logger'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { catalogueAlert } from '@/registry/lib/state/modal/alerts-store'
import { toFrameTheme } from '@/registry/lib/state/modal/theme-store'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

// What follows the embedded wallet once its module is in (start-embedded-wallet.ts imports this
// lazily, so a page's first load carries none of it).

// SPEC §8 Session Expired: a session this browser held (stored as connected through the embedded
// wallet) that the frame no longer knows. Watched until the restore settles either way.
function watchSessionExpiry(kit: WalletKitStores): () => void {
  const unsubscribe = kit.connection.store.subscribe((state, previous) => {
    const before = previous.accounts.eip155?.status
    const now = state.accounts.eip155?.status
    if (before !== 'reconnecting' || now === 'reconnecting') return
    unsubscribe()
    if (now === 'disconnected') kit.alerts.raise(catalogueAlert(alerts.sessionExpired))
  })
  return unsubscribe
}

/**
 * Follows the embedded wallet for `kit`: the frame takes the host's theme and locale, closing the
 * modal declines the approvals still waiting, leaving the embedded account aborts the frame's open
 * requests, and with `restoring` the last visit's session is restored from the frame. Returns the
 * functions that stop following.
 */
export function followEmbeddedWallet(kit: WalletKitStores, restoring: boolean, isStopped: () => boolean): Array<() => void> {
  const wallet = getEmbeddedWallet(kit)
  // SPEC §3 theme sync: the frame's own screens (its approval) follow the host's theme.
  const syncTheme = (): void => {
    const auth = wallet.loaded()
    auth?.frame
      .request('SYNC_THEME', toFrameTheme(kit.theme.store.getState().theme, kit.theme.store.getState().system))
      .catch((error: unknown) => logger.warn('SYNC_THEME failed', error))
  }
  // Issue 27: the frame's confirmation speaks the host's language, changed at run time too.
  // Compared with what the frame has, so other option changes send nothing.
  const syncLocale = (): void => {
    const frame = wallet.loaded()?.frame
    const { locale } = kit.options.store.getState()
    if (frame && frame.dappData?.locale !== locale) frame.syncDappData({ locale })
  }
  void wallet.load().then(
    () => {
      syncTheme()
      syncLocale()
    },
    () => undefined,
  )
  const offs = [
    kit.theme.store.subscribe(syncTheme),
    kit.options.store.subscribe(syncLocale),
    kit.modal.store.subscribe((state, previous) => {
      if (previous.open && !state.open) wallet.approvals.rejectAll()
    }),
    kit.connection.store.subscribe((state, previous) => {
      const wasAuth = previous.accounts.eip155?.connectorId === AUTH_CONNECTOR_ID && previous.accounts.eip155?.status === 'connected'
      if (!wasAuth || state.accounts.eip155?.status === 'connected') return
      wallet.approvals.rejectAll()
      wallet.loaded()?.rejectPendingRequests()
    }),
  ]
  if (restoring) {
    offs.push(watchSessionExpiry(kit))
    wallet.load().then(
      async (auth) => {
        if (isStopped() || (await kit.connection.syncAccount(auth, 'reconnecting'))) return
        // No session any more: the Solana account that came with it (shown from the session
        // cookie, or recorded for the reload) goes too, instead of waiting for a login that is gone.
        if (kit.connection.store.getState().accounts.solana?.connectorId === AUTH_CONNECTOR_ID)
          await kit.connection.disconnect('solana').catch(() => undefined)
        else if (kit.persistence.getActiveConnectorIds().solana === AUTH_CONNECTOR_ID)
          kit.persistence.setActiveConnectorId('solana', undefined)
      },
      (error: unknown) => logger.warn('embedded wallet restore failed', error),
    )
  }
  return offs
}
