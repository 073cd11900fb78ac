import { FrameLoadError } from '@/registry/lib/errors/frame'
import { frameLostReadyMs, frameReadyTimeoutMs, frameReloadLimit } from '@/registry/lib/frame/frame-timeouts'

type Waiter = { resolve: () => void; reject: (error: FrameLoadError) => void }

/**
 * Whether the secure frame has announced READY, for a frame client.
 *
 * A wait fails after 20 s (API.md §5) but does not end the frame's chances: a READY that comes
 * later still makes the frame usable, so the user's Try again works without reloading the app.
 * The frame page posts READY before its load event, so a load event with no READY soon after
 * means the message was lost or the page broke: the iframe is loaded again (a few times at most).
 * A wait that starts after an earlier one ran out, or after a load error, also loads it again.
 *
 * @example
 * const readiness = createFrameReadiness(iframe, window)
 * await readiness.wait() // before each request
 */
export function createFrameReadiness(iframe: HTMLIFrameElement, win: Window) {
  let ready = false
  let stale = false
  let destroyed = false
  let reloads = 0
  let lostTimer: number | undefined
  const waiters = new Set<Waiter>()
  const readyListeners = new Set<() => void>()

  function reload(): void {
    if (reloads >= frameReloadLimit) return
    reloads += 1
    stale = false
    // Assigning the same URL navigates the iframe again.
    iframe.src = iframe.src
  }

  function failAll(error: FrameLoadError): void {
    stale = true
    for (const waiter of [...waiters]) waiter.reject(error)
  }

  iframe.addEventListener('load', () => {
    win.clearTimeout(lostTimer)
    if (ready || destroyed) return
    lostTimer = win.setTimeout(() => {
      if (!ready && !destroyed) reload()
    }, frameLostReadyMs)
  })
  iframe.addEventListener('error', () => failAll(new FrameLoadError({ details: `could not load ${iframe.src}` })))

  return {
    /** READY arrived (again, after a reload): waits resolve and listeners run. */
    markReady(): void {
      if (destroyed) return
      ready = true
      stale = false
      win.clearTimeout(lostTimer)
      for (const waiter of [...waiters]) waiter.resolve()
      readyListeners.forEach((listener) => listener())
    },
    /** Resolves once READY has come; rejects with FrameLoadError after 20 s without it. */
    wait(): Promise<void> {
      if (ready) return Promise.resolve()
      if (destroyed) return Promise.reject(new FrameLoadError({ details: 'frame client destroyed' }))
      if (stale) reload()
      return new Promise<void>((resolve, reject) => {
        const timer = win.setTimeout(() => {
          waiters.delete(waiter)
          stale = true
          reject(new FrameLoadError({ details: 'no READY from the secure frame' }))
        }, frameReadyTimeoutMs)
        const waiter: Waiter = {
          resolve: () => {
            win.clearTimeout(timer)
            waiters.delete(waiter)
            resolve()
          },
          reject: (error) => {
            win.clearTimeout(timer)
            waiters.delete(waiter)
            reject(error)
          },
        }
        waiters.add(waiter)
      })
    },
    onReady(listener: () => void): void {
      readyListeners.add(listener)
    },
    destroy(): void {
      win.clearTimeout(lostTimer)
      failAll(new FrameLoadError({ details: 'frame client destroyed' }))
      destroyed = true
      ready = false
      readyListeners.clear()
    },
  }
}
