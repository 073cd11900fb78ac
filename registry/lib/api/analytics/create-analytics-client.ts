import * as z from 'zod/mini'
import { createHttpClient } from '@/registry/lib/api/http-client/create-http-client'
import { HttpStatusError } from '@/registry/lib/errors/api'
import { logger } from '@/registry/lib/logger/logger'

export type AnalyticsEventProps = {
  type: 'track' | 'error'
  event: string
  address?: string | undefined
  properties?: Record<string, unknown> | undefined
}

export type AnalyticsAlert = { code: 'INVALID_APP_CONFIGURATION'; message: 'Invalid App Configuration'; details: string }

export type AnalyticsConfig = {
  /** `https://pulse.walletconnect.org` in production, devnet's services URL locally. */
  baseUrl: string
  projectId: string
  sdkType?: 'appkit' | 'w3m' | undefined
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

/** SPEC §9: never sent, whatever the caller asks. */
const neverSent = new Set(['MODAL_CREATED'])

// The sink's answer is not used, so any JSON value is accepted.
const acceptedSchema = z.unknown()

/**
 * Sends single events to POST /e (SPEC §7). A 403 means the page's origin is not on the
 * project's allowlist: the host hears about it once through `onAlert`, not on every event.
 *
 * @example
 * const analytics = createAnalyticsClient({ baseUrl, projectId, onAlert: (a) => showAlert(a.message) })
 * await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
 */
export function createAnalyticsClient(config: AnalyticsConfig): AnalyticsClient {
  const http = createHttpClient({ baseUrl: config.baseUrl, fetch: config.fetch })
  const readLocation = config.location ?? (() => globalThis.location)
  let alerted = false

  return {
    async sendEvent(props) {
      if (neverSent.has(props.event)) return false
      const page = readLocation()
      try {
        await http.post({
          path: '/e',
          params: { projectId: config.projectId, st: config.sdkType ?? 'appkit', sv: config.sdkVersion ?? '4' },
          body: { eventId: crypto.randomUUID(), url: page?.href ?? '', domain: page?.hostname ?? '', timestamp: Date.now(), props },
          schema: acceptedSchema,
        })
        return true
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 403 && !alerted) {
          alerted = true
          config.onAlert?.({ code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration', details: 'Origin not found on Allowlist' })
        }
        logger.debug('analytics event not sent', error)
        return false
      }
    },
  }
}
