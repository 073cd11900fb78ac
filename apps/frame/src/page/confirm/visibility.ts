/** Whether the browser has IntersectionObserver v2 (visibility that sees opacity, filters and covers). */
export function hasVisibilityV2(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
}

/** Visible per IntersectionObserver v2 where the browser has it (not covered, not transparent). */
export function watchVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true)
    return () => {}
  }
  const init = { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1)
    if (!entry) return
    const v2 = entry as IntersectionObserverEntry & { isVisible?: boolean }
    const inView = entry.intersectionRatio >= 0.99 && document.visibilityState === 'visible'
    onChange(v2.isVisible === undefined ? inView : inView && v2.isVisible)
  }, init)
  observer.observe(element)
  return () => observer.disconnect()
}
