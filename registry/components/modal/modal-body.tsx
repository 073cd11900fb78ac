'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'

type ModalBodyProps = React.ComponentProps<'div'> & { animate: boolean }

/**
 * Eases the card's height (150 ms) when a view of another size replaces the current one; the
 * inner element is measured so the outer one can transition between two fixed heights.
 *
 * While it grows, the new view's bottom is clipped, and that clip must not be a scroll box
 * (overflow: clip, not hidden): focus (Tab) and test tools aiming a click scroll a hidden box to
 * reveal a clipped button, and the view then snaps back down under the pointer as the card grows.
 * At rest nothing is clipped and the box is hidden again: a clip is no scroll container, so lazy
 * images of a list scrolled inside the view (All Wallets) would lose their early loading margin.
 */
function ModalBody({ animate, className, children, style, ...props }: ModalBodyProps) {
  const outer = React.useRef<HTMLDivElement>(null)
  const inner = React.useRef<HTMLDivElement>(null)
  const [height, setHeight] = React.useState<number | undefined>(undefined)

  React.useLayoutEffect(() => {
    const element = inner.current
    const box = outer.current
    if (!element || !box || typeof ResizeObserver === 'undefined') return
    // Set on the element here, not through state: the observer runs before the frame is painted,
    // a React update only after it, and a Tab or a click can come in between.
    const observer = new ResizeObserver(() => {
      const next = element.offsetHeight
      if (box.offsetHeight !== next) startEasing(box)
      setHeight(next)
    })
    observer.observe(element)
    // A transition replaced by another one (a third view before the second finished) ends with
    // the last; one cancelled without a successor leaves no animation behind. Listened to here:
    // React 18's types have no onTransitionCancel.
    const settle = (event: Event) => {
      if (event.target === box) requestAnimationFrame(() => endEasingIfStill(box))
    }
    box.addEventListener('transitionend', settle)
    box.addEventListener('transitioncancel', settle)
    return () => {
      observer.disconnect()
      box.removeEventListener('transitionend', settle)
      box.removeEventListener('transitioncancel', settle)
    }
  }, [])

  // The new height is applied: a box with no transition (reduced motion, a zero duration) has
  // nothing to wait for.
  React.useLayoutEffect(() => {
    if (outer.current) endEasingIfStill(outer.current)
  }, [height, animate])

  return (
    <div
      ref={outer}
      data-slot="modal-body"
      className={cn('overflow-hidden', className)}
      style={{
        height: animate && height !== undefined ? height : undefined,
        transition: animate ? 'height var(--wk-duration-height) ease' : undefined,
        ...style,
      }}
      {...props}
    >
      <div ref={inner} data-slot="modal-body-inner">
        {children}
      </div>
    </div>
  )
}

// Browsers without overflow: clip (Safari before 16) keep hidden.
const clipValue = typeof CSS !== 'undefined' && CSS.supports('overflow', 'clip') ? 'clip' : 'hidden'

function startEasing(box: HTMLElement): void {
  box.dataset.easing = 'true'
  box.style.overflow = clipValue
}

function endEasingIfStill(box: HTMLElement): void {
  if (box.dataset.easing === undefined) return
  if (typeof box.getAnimations === 'function' && box.getAnimations().length > 0) return
  delete box.dataset.easing
  box.style.removeProperty('overflow')
}

export { ModalBody }
