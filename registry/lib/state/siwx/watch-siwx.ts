import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { messageOf, trackOutcome } from '@/registry/lib/state/analytics/track-outcome'

/**
 * Starts the sign-in flow when the host set the `siwx` option. The flow is fetched as its own
 * chunk, so a host without sign-in never downloads it. Returns the stop.
 */
export function watchSiwx(kit: WalletKitStores): () => void {
  if (!kit.siwx) return () => {}
  let stopped = false
  let stopFlow: (() => void) | undefined
  import('@/registry/lib/state/siwx/siwx-flow')
    .then(({ getSiwxFlow }) => {
      const flow = stopped ? undefined : getSiwxFlow(kit)
      if (!flow) return
      const stopWatch = flow.watch()
      // A signing attempt ends with a session (success) or an error (declined, unverifiable).
      const stopTracking = trackOutcome(
        flow.store,
        (state, previous) => {
          if (previous.status !== 'signing' || state.status === 'signing') return undefined
          if (state.session) return { event: 'SIWX_AUTH_SUCCESS' }
          return state.error ? { event: 'SIWX_AUTH_ERROR', properties: { message: messageOf(state.error) } } : undefined
        },
        kit.analytics,
      )
      stopFlow = () => {
        stopWatch()
        stopTracking()
      }
    })
    .catch((error: unknown) => logger.error('sign-in flow failed to load', error))
  return () => {
    stopped = true
    stopFlow?.()
  }
}
