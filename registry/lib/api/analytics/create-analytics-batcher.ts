import * as z from 'zod/mini'
import { isSendable, refusalAlert, type AnalyticsAlert } from '@/registry/lib/api/analytics/analytics-rules'
import type { AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'
import { scrubEmails } from '@/registry/lib/api/analytics/scrub-emails'
import { createHttpClient } from '@/registry/lib/api/http-client/create-http-client'
import { logger } from '@/registry/lib/logger/logger'
import { randomUuid } from '@/registry/lib/crypto/random-uuid'

/** API.md §4: queued events are sent at least this often. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000
/** API.md §4: a batch is sent as soon as its body passes about this many bytes. */
export const ANALYTICS_MAX_BATCH_BYTES = 45_000

export type AnalyticsEvent = { eventId: string; url: string; domain: string; timestamp: number; props: AnalyticsEventProps }

export type AnalyticsBatcherConfig = {
  baseUrl: string
  projectId: string
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  /** Called once when the service answers 403 (origin not on the project's allowlist). */
  onAlert?: ((alert: AnalyticsAlert) => void) | undefined
  location?: (() => { href: string; hostname: string } | undefined) | undefined
  fetch?: typeof fetch | undefined
  /** `navigator.sendBeacon` by default: the only send that survives the page going away. */
  sendBeacon?: ((url: string, body: string) => boolean) | undefined
  intervalMs?: number | undefined
  maxBytes?: number | undefined
}

export type AnalyticsBatcher = {
  /** Queues one event (MODAL_CREATED is dropped, e-mail addresses scrubbed). */
  add(props: AnalyticsEventProps): void
  /** Sends what is queued now: by fetch, or by beacon when the page is going away. */
  flush(how?: 'fetch' | 'beacon'): Promise<void>
  /** Stops the timer; what is still queued is sent by beacon. */
  stop(): void
}

const acceptedSchema = z.unknown()

const defaultBeacon = (url: string, body: string): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(url, body) : false

/**
 * API.md §4 batching: events wait in a queue that is posted as one JSON array to `/batch`
 * every 10 s, as soon as it passes ~45 KB, and by beacon when the page is hidden or left.
 * A 403 raises the alert once and stops sending: the origin is not allowed, more would be noise.
 *
 * @example
 * const batcher = createAnalyticsBatcher({ baseUrl, projectId })
 * batcher.add({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false, caipNetworkId: 'eip155:1' } })
 */
export function createAnalyticsBatcher(config: AnalyticsBatcherConfig): AnalyticsBatcher {
  const http = createHttpClient({ baseUrl: config.baseUrl, fetch: config.fetch })
  const readLocation = config.location ?? (() => globalThis.location)
  const maxBytes = config.maxBytes ?? ANALYTICS_MAX_BATCH_BYTES
  // `st` is left out when unset (API.md §1, events).
  const params = { projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion ?? '4' }
  let queue: AnalyticsEvent[] = []
  // Body size of the queue as sent: '[' + events joined by ',' + ']'.
  let bytes = 2
  let refused = false
  const timer = setInterval(() => void flush('fetch'), config.intervalMs ?? ANALYTICS_FLUSH_INTERVAL_MS)

  function take(): AnalyticsEvent[] {
    const batch = queue
    queue = []
    bytes = 2
    return batch
  }

  async function flush(how: 'fetch' | 'beacon' = 'fetch'): Promise<void> {
    if (refused || queue.length === 0) return
    const batch = take()
    if (how === 'beacon') {
      const url = new URL('/batch', config.baseUrl)
      for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
      // A string body goes out as text/plain, which needs no CORS preflight (API.md §4).
      if ((config.sendBeacon ?? defaultBeacon)(url.toString(), JSON.stringify(batch))) return
    }
    try {
      await http.post({ path: '/batch', params, body: batch, schema: acceptedSchema })
    } catch (error) {
      const alert = refusalAlert(error)
      if (alert && !refused) {
        refused = true
        config.onAlert?.(alert)
      }
      // Events are best effort: a failed batch is dropped rather than growing the queue forever.
      logger.debug('analytics batch not sent', error)
    }
  }

  return {
    add(props) {
      if (refused || !isSendable(props.event)) return
      const page = readLocation()
      const event: AnalyticsEvent = scrubEmails({
        eventId: randomUuid(),
        url: page?.href ?? '',
        domain: page?.hostname ?? '',
        timestamp: Date.now(),
        props,
      })
      const size = JSON.stringify(event).length + 1
      // The queue goes first when this event would take it past the cap, so no body passes it.
      if (queue.length > 0 && bytes + size > maxBytes) void flush('fetch')
      queue.push(event)
      bytes += size
    },
    flush,
    stop() {
      clearInterval(timer)
      void flush('beacon')
    },
  }
}
