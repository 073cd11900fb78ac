import { track, type EventRecorder } from '@/registry/lib/state/analytics/track'
import type { SendFlow } from '@/registry/lib/state/send/send-flow'

/**
 * Records the send flow's outcomes in analytics (SEND_SUCCESS, SEND_REJECTED, SEND_ERROR with
 * the account, network, token and amount), so the flow itself holds no analytics code.
 *
 * @example
 * trackSendEvents(flow.events, kit.analytics)
 */
export function trackSendEvents(events: SendFlow['events'], analytics: EventRecorder): void {
  events.on('SEND_SUCCESS', ({ namespace, token }) => track(analytics, { event: 'SEND_SUCCESS', properties: { namespace, token } }))
  events.on('SEND_REJECTED', ({ namespace }) => track(analytics, { event: 'SEND_REJECTED', properties: { namespace } }))
  events.on('SEND_ERROR', ({ message, isSmartAccount, network, token, amount, address }) =>
    track(analytics, { event: 'SEND_ERROR', properties: { message, isSmartAccount, network, token, amount } }, address),
  )
}
