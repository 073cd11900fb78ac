import type { PreloadPolicy } from '@/registry/lib/state/start/options-store'

/** The browser APIs the idle policy uses; a test passes its own window. */
export type PreloadWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>
  requestIdleCallback?: Window['requestIdleCallback'] | undefined
  cancelIdleCallback?: Window['cancelIdleCallback'] | undefined
}

// An idle period may never come on a busy page; the work is small, so it runs after this at the latest.
const IDLE_TIMEOUT_MS = 2000

/**
 * Runs `preload` once the page has loaded and the browser is idle, when the policy is 'idle'.
 * Never before the load event (the page's own JS goes first), never without a window (SSR).
 * 'intent' and 'none' schedule nothing here: the connect button asks on intent, opening asks on open.
 * Returns a function that cancels what is still pending.
 *
 * @example
 * const stop = schedulePreload('idle', () => void preloadModal(kit))
 */
export function schedulePreload(
  policy: PreloadPolicy,
  preload: () => void,
  target: PreloadWindow | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (policy !== 'idle' || !target) return () => {}
  let cancel = (): void => {}
  const whenIdle = (): void => {
    if (target.requestIdleCallback) {
      const handle = target.requestIdleCallback(() => preload(), { timeout: IDLE_TIMEOUT_MS })
      cancel = () => target.cancelIdleCallback?.(handle)
    } else {
      const handle = target.setTimeout(preload, 1)
      cancel = () => target.clearTimeout(handle)
    }
  }
  if (target.document.readyState === 'complete') {
    whenIdle()
  } else {
    const onLoad = (): void => whenIdle()
    target.addEventListener('load', onLoad, { once: true })
    cancel = () => target.removeEventListener('load', onLoad)
  }
  return () => cancel()
}

/** Whether pointer or focus on the connect button should start the preload ('idle' and 'intent'). */
export function preloadsOnIntent(policy: PreloadPolicy): boolean {
  return policy !== 'none'
}
