import type { StoreApi } from 'zustand/vanilla'
import { track, type EventRecorder, type TrackedEvent } from '@/registry/lib/state/analytics/track'

/** An analytics event a flow's state change stands for. */
export type FlowOutcome = TrackedEvent

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
  analytics: EventRecorder,
): () => void {
  return store.subscribe((state, previous) => {
    const outcome = outcomeOf(state, previous)
    if (outcome) track(analytics, outcome)
  })
}

/** The message of a failure, for an event's properties. */
export const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined)
