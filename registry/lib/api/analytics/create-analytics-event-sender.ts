import { createAnalyticsClient, type AnalyticsConfig, type AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'

/** How the kit's events travel (API.md §4): one POST /e per event (SPEC §7), or batches to /batch. */
export type AnalyticsTransport = 'event' | 'batch'

/** What the kit hands its events to, whichever the transport. */
export type AnalyticsSender = {
  /** Takes one event (MODAL_CREATED is dropped, e-mail addresses scrubbed). */
  add(props: AnalyticsEventProps): void
  /** Settles once what was handed over has been sent (or the page is going away: `beacon`). */
  flush(how?: 'fetch' | 'beacon'): Promise<void>
  /** No more events; what is underway is still delivered. */
  stop(): void
}

/**
 * The `event` transport: every event leaves at once as its own POST /e with fetch keepalive,
 * so nothing waits in a queue a closing tab could lose; `flush` only waits for those underway.
 *
 * @example
 * const sender = createAnalyticsEventSender({ baseUrl, projectId })
 * sender.add({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
 */
export function createAnalyticsEventSender(config: AnalyticsConfig): AnalyticsSender {
  const client = createAnalyticsClient(config)
  const underway = new Set<Promise<boolean>>()
  let stopped = false
  return {
    add(props) {
      if (stopped) return
      const sending = client.sendEvent(props)
      underway.add(sending)
      void sending.finally(() => underway.delete(sending))
    },
    async flush() {
      await Promise.all([...underway])
    },
    stop() {
      stopped = true
    },
  }
}
