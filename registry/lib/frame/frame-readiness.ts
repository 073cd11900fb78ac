import { FrameLoadError } from '@/registry/lib/errors/frame'
import { logger } from '@/registry/lib/logger/logger'
import { frameLostReadyMs, frameReadyTimeoutMs, frameReloadLimit } from '@/registry/lib/frame/frame-timeouts'

type Waiter = { resolve: () => void; reject: (error: FrameLoadError) => void }

/**
 * Whether the secure frame has announced READY, for a frame client, and the iframe it lives in.
 *
 * A wait fails after 20 s (API.md §5) but does not end the frame's chances: a READY that comes
 * later still makes the frame usable, so the user's Try again works without reloading the app.
 * The frame page posts READY before its load event, so a load event with no READY soon after
 * means the message was lost or the page broke: the frame is loaded again (a few times at most).
 * A wait that starts after an earlier one ran out, or after a load error, also loads it again.
 *
 * Loading again means a new iframe element in place of the old one. An iframe keeps one window
 * across navigations, so a READY the old document posted before it went away would pass a check
 * of `event.source` against a navigated iframe; a new element has a new window, and `isCurrent`
 * accepts only that window. Requests sent to the old document are lost with it: `onReload` lets
 * the client send them again once the new one is READY (or fail them as a wait does).
 *
 * @example
 * const readiness = createFrameReadiness(createIframe, window)
 * await readiness.wait() // before each request
 */
export function createFrameReadiness(createIframe: () => HTMLIFrameElement, win: Window) {
  let iframe = createIframe()
  let ready = false
  let stale = false
  let destroyed = false
  let reloads = 0
  // Whether the current iframe's page fired load: a READY timeout says which side to look at.
  let loaded = false
  let lostTimer: number | undefined
  const waiters = new Set<Waiter>()
  const readyListeners = new Set<() => void>()
  const reloadListeners = new Set<(next: HTMLIFrameElement) => void>()

  function watch(element: HTMLIFrameElement): void {
    element.addEventListener('load', () => {
      if (element !== iframe) return
      loaded = true
      win.clearTimeout(lostTimer)
      if (ready || destroyed) return
      lostTimer = win.setTimeout(() => {
        if (!ready && !destroyed && element === iframe) reload()
      }, frameLostReadyMs)
    })
    element.addEventListener('error', () => {
      if (element === iframe) failAll(new FrameLoadError({ details: `could not load ${element.src}` }))
    })
  }
  watch(iframe)

  function reload(): void {
    if (reloads >= frameReloadLimit || destroyed) return
    reloads += 1
    // Said out loud: a frame that keeps being loaded again is the first thing to know when the
    // embedded wallet fails with 'Unable to load email login dependency'.
    logger.warn(`secure frame: no READY from ${iframe.src}; loading it again (${reloads} of ${frameReloadLimit})`)
    stale = false
    ready = false
    loaded = false
    win.clearTimeout(lostTimer)
    iframe.remove()
    iframe = createIframe()
    watch(iframe)
    reloadListeners.forEach((listener) => listener(iframe))
  }

  function failAll(error: FrameLoadError): void {
    stale = true
    for (const waiter of [...waiters]) waiter.reject(error)
  }

  return {
    /** The iframe of the current load. */
    get iframe(): HTMLIFrameElement {
      return iframe
    },
    /** Whether the current load has said READY. */
    get isReady(): boolean {
      return ready
    },
    /** Whether a message's source is the window of the current load (never one loaded before). */
    isCurrent(source: MessageEventSource | null): boolean {
      return source !== null && source === iframe.contentWindow
    },
    /** READY arrived from the current load: waits resolve and listeners run. */
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
          const page = loaded ? 'its page loaded without sending it' : 'its page has not finished loading'
          logger.warn(`secure frame: no READY within ${frameReadyTimeoutMs} ms (${page}; ${reloads} reloads so far)`)
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
    /** Runs after the iframe was replaced by a new load (the old one, and what it held, is gone). */
    onReload(listener: (next: HTMLIFrameElement) => void): void {
      reloadListeners.add(listener)
    },
    destroy(): void {
      win.clearTimeout(lostTimer)
      failAll(new FrameLoadError({ details: 'frame client destroyed' }))
      destroyed = true
      ready = false
      readyListeners.clear()
      reloadListeners.clear()
    },
  }
}
