import * as z from 'zod/mini'
import { isSendable, refusalAlert, type AnalyticsAlert } from '@/registry/lib/api/analytics/analytics-rules'
import { scrubEmails } from '@/registry/lib/api/analytics/scrub-emails'
import { createHttpClient } from '@/registry/lib/api/http-client/create-http-client'
import { logger } from '@/registry/lib/logger/logger'
import { randomUuid } from '@/registry/lib/crypto/random-uuid'

/**
 * Every event the kit records: one list, so a misspelt name is a type error and a reader sees
 * what the kit can send.
 */
export const analyticsEventNames = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CLICK_ALL_WALLETS',
  'SEARCH_WALLET',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'SWITCH_NETWORK',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SEND_REJECTED',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'ONRAMP_SUCCESS',
  'ONRAMP_ERROR',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
] as const

export type AnalyticsEventName = (typeof analyticsEventNames)[number]

export type AnalyticsEventProps = {
  type: 'track' | 'error'
  event: AnalyticsEventName
  address?: string | undefined
  properties?: Record<string, unknown> | undefined
}

export type { AnalyticsAlert } from '@/registry/lib/api/analytics/analytics-rules'

export type AnalyticsConfig = {
  /** `https://pulse.walletconnect.org` in production, devnet's services URL locally. */
  baseUrl: string
  projectId: string
  /** Sent as `st`; left out of the query when unset (API.md §1, events). */
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  /** Called once per client when the service answers 403 (origin not allowlisted). */
  onAlert?: ((alert: AnalyticsAlert) => void) | undefined
  /** The page the event happened on; `globalThis.location` when omitted. */
  location?: (() => { href: string; hostname: string } | undefined) | undefined
  fetch?: typeof fetch | undefined
}

export type AnalyticsClient = {
  /** Resolves true when the event was accepted, false when skipped or refused; never throws. */
  sendEvent(props: AnalyticsEventProps): Promise<boolean>
}

// The sink's answer is not used, so any JSON value is accepted.
const acceptedSchema = z.unknown()

/**
 * Sends single events to POST /e (SPEC §7): query `projectId`, `st`, `sv`, body one object
 * `{ eventId, url, domain, timestamp, props }`, no headers. Each request is a fetch with
 * `keepalive`, so an event sent as the tab closes (pagehide) still reaches the service. A 403
 * means the page's origin is not on the project's allowlist: the host hears about it once
 * through `onAlert` and nothing more is sent, as more would only be refused.
 *
 * @example
 * const analytics = createAnalyticsClient({ baseUrl, projectId, onAlert: (a) => showAlert(a.title) })
 * await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
 */
export function createAnalyticsClient(config: AnalyticsConfig): AnalyticsClient {
  const http = createHttpClient({ baseUrl: config.baseUrl, fetch: config.fetch })
  const readLocation = config.location ?? (() => globalThis.location)
  const params = { projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion ?? '4' }
  let refused = false

  return {
    async sendEvent(props) {
      if (refused || !isSendable(props.event)) return false
      const page = readLocation()
      const event = scrubEmails({
        eventId: randomUuid(),
        url: page?.href ?? '',
        domain: page?.hostname ?? '',
        timestamp: Date.now(),
        props,
      })
      try {
        await http.post({ path: '/e', params, body: event, schema: acceptedSchema, keepalive: true })
        return true
      } catch (error) {
        const alert = refusalAlert(error)
        if (alert && !refused) {
          refused = true
          config.onAlert?.(alert)
        }
        logger.debug('analytics event not sent', error)
        return false
      }
    },
  }
}
