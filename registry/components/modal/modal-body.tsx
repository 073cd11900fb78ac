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
function ModalBody({ animate, className, children, style, onTransitionEnd, onTransitionCancel, ...props }: ModalBodyProps) {
  const outer = React.useRef<HTMLDivElement>(null)
  const inner = React.useRef<HTMLDivElement>(null)
  const [height, setHeight] = React.useState<number | undefined>(undefined)
  const [easing, setEasing] = React.useState(false)

  React.useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const next = element.offsetHeight
      if (outer.current && outer.current.offsetHeight !== next) setEasing(true)
      setHeight(next)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // A transition replaced by another one (a third view before the second finished) ends with the
  // last; one cancelled without a successor leaves no animation behind.
  const settle = () => {
    requestAnimationFrame(() => {
      const element = outer.current
      if (element && element.getAnimations().length === 0) setEasing(false)
    })
  }

  return (
    <div
      ref={outer}
      data-slot="modal-body"
      data-easing={animate && easing ? 'true' : undefined}
      className={cn(animate && easing ? 'overflow-hidden supports-[overflow:clip]:overflow-clip' : 'overflow-hidden', className)}
      style={{
        height: animate && height !== undefined ? height : undefined,
        transition: animate ? 'height var(--wk-duration-height) ease' : undefined,
        ...style,
      }}
      onTransitionEnd={(event) => {
        if (event.target === event.currentTarget) settle()
        onTransitionEnd?.(event)
      }}
      onTransitionCancel={(event) => {
        if (event.target === event.currentTarget) settle()
        onTransitionCancel?.(event)
      }}
      {...props}
    >
      <div ref={inner} data-slot="modal-body-inner">
        {children}
      </div>
    </div>
  )
}

export { ModalBody }
