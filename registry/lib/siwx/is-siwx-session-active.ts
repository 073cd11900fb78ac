import type { SiwxMessageData } from '@/registry/lib/siwx/siwx-types'

/**
 * Whether a session's validity window holds at `now`: not past its expiration time, not before
 * its not-before time. A time that does not parse makes the session inactive.
 *
 * @example
 * const sessions = stored.filter((s) => isSiwxSessionActive(s.data))
 */
export function isSiwxSessionActive(data: Pick<SiwxMessageData, 'expirationTime' | 'notBefore'>, now: number = Date.now()): boolean {
  if (data.expirationTime !== undefined) {
    const expires = Date.parse(data.expirationTime)
    if (!Number.isFinite(expires) || now >= expires) return false
  }
  if (data.notBefore !== undefined) {
    const starts = Date.parse(data.notBefore)
    if (!Number.isFinite(starts) || now < starts) return false
  }
  return true
}
