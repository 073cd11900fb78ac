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

// An idle period may not come soon on a busy page: an event waits this long at most.
const IDLE_TIMEOUT_MS = 1000

type Idle = { requestIdleCallback?: Window['requestIdleCallback']; cancelIdleCallback?: Window['cancelIdleCallback'] }

/** Runs `send` in the browser's next idle period (the next task where there is none); returns the cancel. */
function whenIdle(send: () => void): () => void {
  const idle = globalThis as Idle
  if (idle.requestIdleCallback) {
    const handle = idle.requestIdleCallback(send, { timeout: IDLE_TIMEOUT_MS })
    return () => idle.cancelIdleCallback?.(handle)
  }
  const handle = setTimeout(send, 0)
  return () => clearTimeout(handle)
}

/**
 * The `event` transport: every event leaves as its own POST /e with fetch keepalive, so nothing
 * waits in a queue a closing tab could lose. It leaves when the page is next idle (within a
 * second), not from the caller's task: the events that matter most are recorded inside a click
 * (MODAL_OPEN, in the task that opens the modal), where starting the request cost about a
 * millisecond ahead of the frame that shows the modal. `flush` sends what still waits at once (a
 * page going away) and waits for those underway.
 *
 * @example
 * const sender = createAnalyticsEventSender({ baseUrl, projectId })
 * sender.add({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
 */
export function createAnalyticsEventSender(config: AnalyticsConfig): AnalyticsSender {
  const client = createAnalyticsClient(config)
  const underway = new Set<Promise<boolean>>()
  let waiting: AnalyticsEventProps[] = []
  let cancel: (() => void) | undefined
  let stopped = false
  const sendWaiting = (): void => {
    cancel?.()
    cancel = undefined
    const events = waiting
    waiting = []
    for (const props of events) {
      const sending = client.sendEvent(props)
      underway.add(sending)
      void sending.finally(() => underway.delete(sending))
    }
  }
  return {
    add(props) {
      if (stopped) return
      waiting.push(props)
      cancel ??= whenIdle(sendWaiting)
    },
    async flush() {
      sendWaiting()
      await Promise.all([...underway])
    },
    // What was handed over before the stop still leaves.
    stop() {
      stopped = true
    },
  }
}
