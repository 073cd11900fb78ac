import { createAnalyticsBatcher, type AnalyticsBatcher } from '@/registry/lib/api/analytics/create-analytics-batcher'
import type { AnalyticsAlert } from '@/registry/lib/api/analytics/create-analytics-client'
import { getAnalyticsConfig } from '@/registry/lib/api/catalogue/get-analytics-config'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/create-wallet-kit-stores'

/**
 * The sending half of analytics, loaded lazily: asks the catalogue whether the project has
 * analytics on (GET /getAnalyticsConfig; off on any failure), then batches the kit's events to
 * the analytics service and sends what is queued by beacon when the page is hidden or left.
 * Returns the stop, which sends what is still queued.
 */
export function sendAnalytics(kit: WalletKitStores, parameters: { onAlert?: ((alert: AnalyticsAlert) => void) | undefined } = {}): () => void {
  let stopped = false
  let batcher: AnalyticsBatcher | undefined
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') void batcher?.flush('beacon')
  }
  const onLeave = (): void => void batcher?.flush('beacon')
  const hasPage = typeof window !== 'undefined' && typeof document !== 'undefined'

  kit.clients
    .catalogue()
    .then(getAnalyticsConfig)
    .then((enabled) => {
      if (stopped) return
      if (!enabled) return kit.analytics.disable()
      const { projectId, sdkType, sdkVersion } = kit.options.store.getState()
      const sender = createAnalyticsBatcher({ baseUrl: kit.services.analyticsUrl, projectId: projectId ?? '', sdkType, sdkVersion, onAlert: parameters.onAlert })
      batcher = sender
      if (hasPage) {
        document.addEventListener('visibilitychange', onHidden)
        document.addEventListener('freeze', onLeave)
        window.addEventListener('pagehide', onLeave)
      }
      kit.analytics.attach((props) => sender.add(props))
    })
    .catch((error: unknown) => {
      logger.warn('analytics unavailable', error)
      kit.analytics.disable()
    })

  return () => {
    stopped = true
    kit.analytics.detach()
    if (hasPage) {
      document.removeEventListener('visibilitychange', onHidden)
      document.removeEventListener('freeze', onLeave)
      window.removeEventListener('pagehide', onLeave)
    }
    batcher?.stop()
  }
}
