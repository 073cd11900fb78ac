import { tooManyRequests } from './http'

/** Failed guesses allowed per window: per e-mail (or account) and per client address. */
export type AttemptLimits = { perKey: number; perIp: number; windowMs: number }

export const defaultAttemptLimits: AttemptLimits = { perKey: 5, perIp: 30, windowMs: 15 * 60_000 }

/**
 * Mails sent per window: per recipient and per client address. The page throttles to one code per
 * 30 s (SPEC §9), but a script can call the backend directly: this keeps a mailbox from being
 * flooded through it.
 */
export const defaultMailLimits: AttemptLimits = { perKey: 10, perIp: 200, windowMs: 15 * 60_000 }

type Window = { count: number; resetAt: number }

/**
 * Counts failed code guesses in fixed windows, apart from the codes themselves: re-issuing a code
 * does not reset the count, so an OTP cannot be brute-forced by asking for a new one every five
 * guesses. `check` throws 429 with Retry-After once a key or an address is spent.
 */
export function createAttemptLimiter(limits: AttemptLimits = defaultAttemptLimits, now: () => number = Date.now) {
  const windows = new Map<string, Window>()

  const current = (key: string): Window => {
    const existing = windows.get(key)
    if (existing && existing.resetAt > now()) return existing
    const fresh = { count: 0, resetAt: now() + limits.windowMs }
    windows.set(key, fresh)
    return fresh
  }
  const spent = (key: string, max: number) => {
    const window = current(key)
    if (window.count >= max) throw tooManyRequests(window.resetAt - now())
  }

  return {
    /** Throws 429 when the key or the address has no guesses left. */
    check(key: string, ip: string): void {
      spent(`key:${key}`, limits.perKey)
      spent(`ip:${ip}`, limits.perIp)
    },
    fail(key: string, ip: string): void {
      current(`key:${key}`).count += 1
      current(`ip:${ip}`).count += 1
    },
    /** `check` then `fail`: spends one of the window's allowance (a mail sent). */
    take(key: string, ip: string): void {
      spent(`key:${key}`, limits.perKey)
      spent(`ip:${ip}`, limits.perIp)
      current(`key:${key}`).count += 1
      current(`ip:${ip}`).count += 1
    },
    /** A correct code clears the key's count (not the address's). */
    succeed(key: string): void {
      windows.delete(`key:${key}`)
    },
  }
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>
