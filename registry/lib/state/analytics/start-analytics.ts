import { logger } from '@/registry/lib/logger/logger'
import { catalogueAlert } from '@/registry/lib/state/modal/alerts-store'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { watchAnalyticsEvents } from '@/registry/lib/state/analytics/watch-analytics-events'

/**
 * Starts the kit's analytics unless the host turned it off (`analytics: false`): then nothing is
 * recorded, fetched or sent. The store watchers start at once so no early click is missed; the
 * sender (config check, batching) is its own chunk. Returns the stop.
 */
export function startAnalytics(kit: WalletKitStores): () => void {
  if (!kit.analyticsEnabled) {
    kit.analytics.disable()
    return () => {}
  }
  const stopEvents = watchAnalyticsEvents(kit)
  let stopped = false
  let stopSending: (() => void) | undefined
  import('@/registry/lib/state/analytics/analytics-sender')
    .then(({ sendAnalytics }) => {
      // SPEC §8: the alert the sender hears (a 403: origin not allowlisted) is shown once by the alert store.
      if (!stopped) stopSending = sendAnalytics(kit, { onAlert: (alert) => kit.alerts.raise(catalogueAlert(alert)) })
    })
    // After stop (the provider unmounted) a load that fails with the page is nobody's concern.
    .catch((error: unknown) => stopped || logger.error('analytics failed to load', error))
  return () => {
    stopped = true
    stopEvents()
    stopSending?.()
  }
}
