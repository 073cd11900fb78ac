import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/create-wallet-kit-stores'

/**
 * Starts the sign-in flow when the host set the `siwx` option. The flow is fetched as its own
 * chunk, so a host without sign-in never downloads it. Returns the stop.
 */
export function watchSiwx(kit: WalletKitStores): () => void {
  if (!kit.siwx) return () => {}
  let stopped = false
  let stopFlow: (() => void) | undefined
  import('@/registry/lib/state/siwx-flow')
    .then(({ getSiwxFlow }) => {
      if (!stopped) stopFlow = getSiwxFlow(kit)?.watch()
    })
    .catch((error: unknown) => logger.error('sign-in flow failed to load', error))
  return () => {
    stopped = true
    stopFlow?.()
  }
}
