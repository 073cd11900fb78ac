import { createAnalyticsBatcher } from '@/registry/lib/api/analytics/create-analytics-batcher'
import type { AnalyticsAlert, AnalyticsConfig } from '@/registry/lib/api/analytics/create-analytics-client'
import {
  createAnalyticsEventSender,
  type AnalyticsSender,
  type AnalyticsTransport,
} from '@/registry/lib/api/analytics/create-analytics-event-sender'
import { getAnalyticsConfig } from '@/registry/lib/api/catalogue/get-analytics-config'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/**
 * The sending half of analytics, loaded lazily: asks the catalogue whether the project has
 * analytics on (GET /getAnalyticsConfig; off on any failure), then sends the kit's events with
 * the kit's transport: each as its own POST /e (default, SPEC §7; fetch keepalive, so a closing
 * tab loses none) or batched to /batch, sent by beacon when the page is hidden or left.
 * Returns the stop, which sends what is still queued.
 */
export function sendAnalytics(
  kit: WalletKitStores,
  parameters: { onAlert?: ((alert: AnalyticsAlert) => void) | undefined } = {},
): () => void {
  let stopped = false
  let batcher: AnalyticsSender | undefined
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
      const config: AnalyticsConfig = {
        baseUrl: kit.services.analyticsUrl,
        projectId: projectId ?? '',
        sdkType,
        sdkVersion,
        onAlert: parameters.onAlert,
      }
      const sender = createSender(kit.analyticsTransport, config)
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

const createSender = (transport: AnalyticsTransport, config: AnalyticsConfig): AnalyticsSender =>
  transport === 'batch' ? createAnalyticsBatcher(config) : createAnalyticsEventSender(config)
