import type { Connection } from '@/registry/lib/state/connection/connection-store'
import type { Router } from '@/registry/lib/state/modal/router-store'

/**
 * A returning visitor who opens the modal while their session is still being restored (the
 * button says Connecting…) gets Connect, since nothing is connected yet. When the restore then
 * completes, the modal moves on to Account, unless the visitor has gone further than that first
 * Connect (picked a wallet, opened All Wallets): a connected account behind a wallet list would
 * invite connecting again. A connect the user started is left to its own view. Returns the stop.
 *
 * @example
 * useEffect(() => followRestore(kit), [kit])
 */
export function followRestore(kit: { connection: Connection; router: Router }): () => void {
  return kit.connection.store.subscribe((state, previous) => {
    if (previous.status !== 'reconnecting' || state.status !== 'connected') return
    const { view, history } = kit.router.store.getState()
    if (view === 'Connect' && history.length === 1) kit.router.reset('Account')
  })
}
