'use client'

// How often to look again for the hidden dialog: React renders a hidden subtree after the visible
// work, so its DOM may not be there yet in the first idle period.
const ATTEMPTS = 10

type IdleWindow = Pick<Window, 'setTimeout'> & { requestIdleCallback?: Window['requestIdleCallback'] | undefined }

/**
 * Lays out a throwaway copy of the prerendered (hidden) dialog once, in an idle period: the
 * browser then resolves the fonts (families, sizes and weights) the dialog uses ahead of the
 * first open, instead of during the click's frame (a synchronous font lookup per new font, the
 * largest single cost left in the first open once the views are prerendered). The copy is
 * invisible, inert, hidden from assistive technology and removed in the same task.
 * Returns a function that cancels what is still pending.
 */
export function warmDialogLayout(
  find: () => HTMLElement | null,
  target: IdleWindow | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!target) return () => {}
  let cancelled = false
  const later = (run: () => void) =>
    target.requestIdleCallback ? target.requestIdleCallback(run, { timeout: 2000 }) : target.setTimeout(run, 50)
  const attempt = (left: number): void => {
    if (cancelled) return
    const source = find()
    if (!source) {
      if (left > 0) later(() => attempt(left - 1))
      return
    }
    const copy = source.cloneNode(true) as HTMLElement
    // React hides the prerendered root with display: none !important; the copy is laid out but never painted.
    copy.style.setProperty('display', 'block', 'important')
    // The root is also `hidden` until it is revealed (ModalDialog): the copy is laid out regardless.
    copy.hidden = false
    copy.style.setProperty('visibility', 'hidden', 'important')
    copy.style.setProperty('position', 'fixed')
    copy.style.setProperty('left', '-10000px')
    copy.style.setProperty('pointer-events', 'none')
    copy.setAttribute('aria-hidden', 'true')
    copy.setAttribute('inert', '')
    // The copy's descendants keep their ids; it lives for this task only, so nothing can look them up.
    source.ownerDocument.body.appendChild(copy)
    void copy.offsetHeight
    copy.remove()
  }
  later(() => attempt(ATTEMPTS))
  return () => {
    cancelled = true
  }
}
