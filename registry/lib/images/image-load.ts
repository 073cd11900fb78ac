/** SPEC §9: an image that has not loaded after 2 s is given up (the letter fallback stays). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
/** SPEC §9: a failed image may be requested again 1 s after it failed, not sooner. */
export const IMAGE_RETRY_AFTER_MS = 1000

export type ImageFailures = {
  /** Remembers that `src` failed (an error, or the 2 s preload gave up) now. */
  fail(src: string): void
  /** Whether `src` may be requested: it never failed, or failed at least 1 s ago. */
  mayLoad(src: string): boolean
  /** Milliseconds until `src` may be requested again (0 when it may now). */
  retryIn(src: string): number
}

/**
 * Failed image sources, so that every list row showing the same broken image does not ask for it
 * again at once. What we chose (SPEC §9 does not say when the retry happens): a failed image shows
 * the letter fallback; the next image element that mounts with that source (a view opened again,
 * a list re-rendered) after the 1 s has passed asks for it again, once. Nothing retries in a loop.
 */
export function createImageFailures(now: () => number = () => Date.now()): ImageFailures {
  const failedAt = new Map<string, number>()
  const retryIn = (src: string) => {
    const at = failedAt.get(src)
    if (at === undefined) return 0
    const left = at + IMAGE_RETRY_AFTER_MS - now()
    if (left > 0) return left
    failedAt.delete(src)
    return 0
  }
  return {
    fail: (src) => void failedAt.set(src, now()),
    mayLoad: (src) => retryIn(src) === 0,
    retryIn,
  }
}

/** The page's one record of failed images (shared by every WalletImage and Avatar). */
export const imageFailures: ImageFailures = /* @__PURE__ */ createImageFailures()

/** The part of an image element the preload watch needs. */
export type LoadableImage = { readonly complete: boolean; readonly naturalWidth: number }

/**
 * Watches an image that is being preloaded (an eager image): calls `onGiveUp` if it has not
 * loaded after 2 s. Returns the function that stops watching (call it on load, error or unmount).
 */
export function watchImagePreload(image: LoadableImage, onGiveUp: () => void, timeoutMs: number = IMAGE_PRELOAD_TIMEOUT_MS): () => void {
  const timer = setTimeout(() => {
    if (!(image.complete && image.naturalWidth > 0)) onGiveUp()
  }, timeoutMs)
  return () => clearTimeout(timer)
}
