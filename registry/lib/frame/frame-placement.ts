import { frameFrameHeight } from '@/registry/lib/frame/schemas/frame-messages'

/** A viewport rectangle in CSS pixels (the iframe is `position: fixed`). */
export type FrameRect = { top: number; left: number; width: number; height: number }

// A modal dialog hides everything outside itself from assistive technology (aria-hidden, inert on
// <body>'s other children, the iframe among them). While revealed, the frame is what the user must
// read and answer, so those marks are taken off it (and kept off) until it is hidden again.
function keepExposed(iframe: HTMLIFrameElement): () => void {
  const expose = () => {
    if (iframe.hasAttribute('aria-hidden')) iframe.removeAttribute('aria-hidden')
    if (iframe.hasAttribute('inert')) iframe.removeAttribute('inert')
  }
  expose()
  if (typeof MutationObserver === 'undefined') return () => {}
  const observer = new MutationObserver(expose)
  observer.observe(iframe, { attributes: true, attributeFilter: ['aria-hidden', 'inert'] })
  return () => observer.disconnect()
}

/**
 * Shows the secure-frame iframe over a rectangle or an element and hides it again. SPEC §2 keeps
 * the frame hidden; it is revealed only while it asks the user to confirm an unsafe request, so
 * the user's click lands on the secure origin. Over an element it follows the element's box
 * (resize, scroll) until hidden.
 *
 * @example
 * const placement = createFramePlacement(iframe)
 * placement.reveal(document.querySelector('[data-slot=approve-transaction-view]')!)
 * placement.hide()
 */
export function createFramePlacement(iframe: HTMLIFrameElement) {
  let stopTracking: () => void = () => {}

  const place = (rect: FrameRect) => {
    Object.assign(iframe.style, {
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${Math.max(0, rect.width)}px`,
      height: `${Math.max(0, rect.height)}px`,
    })
  }

  function hide(): void {
    stopTracking()
    stopTracking = () => {}
    iframe.style.display = 'none'
  }

  function reveal(target: HTMLElement | FrameRect): void {
    stopTracking()
    if ('getBoundingClientRect' in target) {
      const follow = () => place(target.getBoundingClientRect())
      follow()
      const view = target.ownerDocument.defaultView
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow)
      // A centred dialog moves the box when any ancestor changes size (the card easing its height).
      for (let node: HTMLElement | null = target; node; node = node.parentElement) observer?.observe(node)
      const events = ['resize', 'scroll', 'transitionend', 'animationend'] as const
      for (const name of events) view?.addEventListener(name, follow, true)
      const unhide = keepExposed(iframe)
      stopTracking = () => {
        observer?.disconnect()
        for (const name of events) view?.removeEventListener(name, follow, true)
        unhide()
      }
    } else {
      place(target)
      stopTracking = keepExposed(iframe)
    }
    // pointer-events: a modal dialog commonly sets `pointer-events: none` on <body> while open,
    // which the iframe (a child of <body>) would inherit; the user must be able to click it.
    Object.assign(iframe.style, {
      display: 'block',
      border: '0',
      margin: '0',
      padding: '0',
      background: 'transparent',
      pointerEvents: 'auto',
    })
  }

  return {
    reveal,
    hide,
    /** Whether the frame is on screen. */
    get revealed(): boolean {
      return iframe.style.display !== 'none'
    },
  }
}

export type FramePlacement = ReturnType<typeof createFramePlacement>

/** The least room the approval view gives the frame, and what it leaves of the window's height around it. */
export const frameSlotMinHeight = 320
export const frameSlotViewportMargin = 24

/**
 * The height of the box the frame is revealed over: what the frame said its confirmation needs
 * (`@w3m-frame/FRAME_HEIGHT`), else `fallback`, never more than the window leaves (the frame arms
 * only while its whole card is in view, so a box taller than the window would leave Approve dead;
 * the frame scrolls its own details instead) and, where the window allows, not under the minimum.
 *
 * @example
 * frameSlotHeight(720, 600, 380) // 576
 */
export function frameSlotHeight(needed: number | undefined, viewportHeight: number, fallback: number): number {
  const wanted = Math.max(needed ?? fallback, frameSlotMinHeight)
  return Math.max(0, Math.min(wanted, viewportHeight - frameSlotViewportMargin))
}

/**
 * Calls `onHeight` with each height the secure frame says its confirmation needs. Only messages
 * from that iframe's window, on `origin`, in the `@w3m-frame/FRAME_HEIGHT` shape count.
 *
 * @example
 * const stop = watchFrameHeight(iframe, 'https://secure.walletconnect.org', (height) => setHeight(height))
 */
export function watchFrameHeight(iframe: HTMLIFrameElement, origin: string, onHeight: (height: number) => void): () => void {
  const view = iframe.ownerDocument.defaultView
  if (!view) return () => {}
  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow || event.origin !== origin) return
    const parsed = frameFrameHeight.safeParse(event.data)
    if (parsed.success) onHeight(parsed.data.payload.height)
  }
  view.addEventListener('message', onMessage)
  return () => view.removeEventListener('message', onMessage)
}
