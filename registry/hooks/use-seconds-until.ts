'use client'

import { useEffect, useState } from 'react'

/**
 * Whole seconds until `at` (epoch ms), re-rendering once a second while counting; 0 once it has
 * passed. The kit's one countdown: the e-mail code resend wait and the balances' retry block.
 * A new deadline is measured from the moment it arrives, never from the last tick (none runs
 * after a countdown ends), and never from before `since` (when the wait began), so the first
 * frame cannot show more than the whole wait.
 *
 * @example
 * const wait = useSecondsUntil(resendAt) // 30, 29, …, 0
 */
export function useSecondsUntil(at: number, since?: number): number {
  const [now, setNow] = useState(() => Date.now())
  // Adjusted during render: React redoes the render at once, so no frame shows the stale count.
  const [counted, setCounted] = useState(at)
  if (counted !== at) {
    setCounted(at)
    setNow(Date.now())
  }
  useEffect(() => {
    if (at <= now) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [at, now])
  return Math.max(0, Math.ceil((at - Math.max(now, since ?? 0)) / 1000))
}
