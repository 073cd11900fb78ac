import type { AppRequestName } from '@/registry/lib/frame/schemas/app-messages'

/** SPEC §9: the login steps give up after 30 s; every other request waits for its reply. */
export const frameLoginTimeoutMs = 30_000

/** How long the frame may take to announce READY before the load counts as failed (API.md §5). */
export const frameReadyTimeoutMs = 20_000

const timed: ReadonlySet<AppRequestName> = new Set<AppRequestName>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/**
 * The timeout of one frame request, or undefined when it has none (GET_FARCASTER_URI and
 * CONNECT_FARCASTER wait for the user on another device).
 *
 * @example
 * getFrameRequestTimeout('CONNECT_OTP') // 30000
 */
export function getFrameRequestTimeout(name: AppRequestName): number | undefined {
  return timed.has(name) ? frameLoginTimeoutMs : undefined
}

/**
 * The frame page posts READY before its load event; this long after the load event without it,
 * the READY counts as lost and the iframe is loaded again.
 */
export const frameLostReadyMs = 3_000

/** How many times one frame client loads its iframe again before it only reports the failure. */
export const frameReloadLimit = 3
