import type { AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'

/** Events kept while the kit has not yet decided whether analytics is on. */
export const ANALYTICS_PENDING_LIMIT = 100

/** The account and network an event happened on, read when it is recorded. */
export type AnalyticsContext = { address: string | undefined; caipNetworkId: string | undefined }

export type AnalyticsTracker = {
  /** Records one event; resolves true once it is handed to the sender, false when dropped. */
  sendEvent(props: AnalyticsEventProps): Promise<boolean>
  /** Analytics is on: pending and later events go to `sink`. */
  attach(sink: (props: AnalyticsEventProps) => void): void
  /** The kit stopped: events wait again until the next start attaches a sink. */
  detach(): void
  /** Analytics is off (option or project config): pending and later events are dropped. */
  disable(): void
  /** 'pending' until the kit decided, then 'on' while a sink is attached, or 'off'. */
  status(): 'pending' | 'on' | 'off'
}

/**
 * The kit's always-present event entry point. Flows and hooks record here synchronously; the
 * sender itself (config check, batching) loads lazily, so the few events before it is ready wait
 * in a short queue.
 *
 * @example
 * const tracker = createAnalyticsTracker(() => ({ address: '0xabc', caipNetworkId: 'eip155:1' }))
 * tracker.sendEvent({ type: 'track', event: 'SWAP_SUCCESS' })
 */
export function createAnalyticsTracker(
  context: () => AnalyticsContext = () => ({ address: undefined, caipNetworkId: undefined }),
): AnalyticsTracker {
  let pending: AnalyticsEventProps[] = []
  let sink: ((props: AnalyticsEventProps) => void) | undefined
  let disabled = false
  return {
    sendEvent(recorded) {
      if (disabled) return Promise.resolve(false)
      const { address, caipNetworkId } = context()
      const props: AnalyticsEventProps = {
        ...recorded,
        address: recorded.address ?? address,
        properties: { caipNetworkId, ...recorded.properties },
      }
      if (sink) sink(props)
      else if (pending.length < ANALYTICS_PENDING_LIMIT) pending.push(props)
      else return Promise.resolve(false)
      return Promise.resolve(true)
    },
    attach(next) {
      if (disabled) return
      sink = next
      const queued = pending
      pending = []
      for (const props of queued) next(props)
    },
    detach() {
      sink = undefined
    },
    disable() {
      disabled = true
      sink = undefined
      pending = []
    },
    status: () => (disabled ? 'off' : sink ? 'on' : 'pending'),
  }
}
