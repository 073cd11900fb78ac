import type { AnalyticsEventName, AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'

type SwapPair = { from: string | undefined; to: string | undefined; amount: string }
type Purchase = { amount: string | undefined; symbol: string | undefined }
type Empty = Record<string, never>

/**
 * What each event the kit records carries in `properties` (the tracker adds the network, and the
 * account as `address`). A sender that leaves a field out, or misspells one, fails to compile.
 */
export type AnalyticsEventProperties = {
  MODAL_CREATED: Empty
  MODAL_OPEN: { connected: boolean }
  MODAL_CLOSE: { connected: boolean }
  CLICK_ALL_WALLETS: Empty
  SEARCH_WALLET: { search: string }
  SELECT_WALLET: { name: string; platform: string }
  CONNECT_SUCCESS: { name: string | undefined; method: string | undefined }
  CONNECT_ERROR: { name: string | undefined }
  DISCONNECT_SUCCESS: Empty
  SWITCH_NETWORK: { network: string }
  SEND_SUCCESS: { namespace: ChainNamespace; token: string }
  SEND_ERROR: {
    message: string
    isSmartAccount: boolean
    network: string | undefined
    token: string | undefined
    amount: string | undefined
  }
  SEND_REJECTED: { namespace: ChainNamespace }
  SWAP_SUCCESS: SwapPair
  SWAP_ERROR: SwapPair & { message: string | undefined }
  ONRAMP_SUCCESS: Purchase
  ONRAMP_ERROR: Purchase
  SIWX_AUTH_SUCCESS: Empty
  SIWX_AUTH_ERROR: { message: string | undefined }
}

/** One event with its own properties: what a flow's state change stands for (trackOutcome). */
export type TrackedEvent = {
  [E in AnalyticsEventName]: { event: E; properties?: AnalyticsEventProperties[E] | undefined }
}[AnalyticsEventName]

/** Where events are recorded: the kit's analytics tracker (`kit.analytics`). */
export type EventRecorder = { sendEvent(props: AnalyticsEventProps): Promise<boolean> }

/**
 * The one way the kit records an analytics event: typed per event, fire and forget (recording
 * never fails the action it describes). `address` names the account when it is not the connected one.
 *
 * @example
 * track(kit.analytics, { event: 'SEARCH_WALLET', properties: { search: 'aurora' } })
 */
export function track(analytics: EventRecorder, tracked: TrackedEvent, address?: string): void {
  void analytics.sendEvent({ type: 'track', event: tracked.event, properties: tracked.properties ?? {}, ...(address ? { address } : {}) })
}
