import type { StoreApi } from 'zustand/vanilla'
import type { AnalyticsEventName, AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'

/** An analytics event a flow's state change stands for. */
export type FlowOutcome = { event: AnalyticsEventName; properties?: Record<string, unknown> | undefined }

/**
 * Sends an analytics event whenever a flow store moves to an outcome (`outcomeOf` returns one),
 * so flows stay free of analytics code. Returns the unsubscribe.
 *
 * @example
 * trackOutcome(swap.store, (s, p) => (s.submitStatus === 'success' && p.submitStatus !== 'success' ? { event: 'SWAP_SUCCESS' } : undefined), kit.analytics)
 */
export function trackOutcome<S>(
  store: Pick<StoreApi<S>, 'subscribe'>,
  outcomeOf: (state: S, previous: S) => FlowOutcome | undefined,
  analytics: { sendEvent(props: AnalyticsEventProps): Promise<boolean> },
): () => void {
  return store.subscribe((state, previous) => {
    const outcome = outcomeOf(state, previous)
    if (outcome) void analytics.sendEvent({ type: 'track', event: outcome.event, properties: outcome.properties })
  })
}

/** The message of a failure, for an event's properties. */
export const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined)
