import { EmailThrottledError } from '@/registry/lib/errors/email'
import { getLastEmailLoginTime, setLastEmailLoginTime } from '@/registry/lib/storage/email-login-storage'
import type { SafeStorage } from '@/registry/lib/storage/safe-storage'

/** SPEC §9: one e-mail code per 30 s. */
export const emailLoginThrottleMs = 30_000

/**
 * Throws 'Please try again after {n} seconds' while the last code request is under 30 s old,
 * otherwise records `now` as the new last request.
 *
 * @example
 * takeEmailLoginSlot(Date.now(), storage) // throws EmailThrottledError on a second call within 30 s
 */
export function takeEmailLoginSlot(now: number, storage?: SafeStorage): void {
  const last = getLastEmailLoginTime(storage)
  if (last !== undefined && now - last < emailLoginThrottleMs && now >= last) {
    throw new EmailThrottledError({ seconds: (emailLoginThrottleMs - (now - last)) / 1000 })
  }
  setLastEmailLoginTime(now, storage)
}
