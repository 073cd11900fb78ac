'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'

type ModalBodyProps = React.ComponentProps<'div'> & { animate: boolean }

/**
 * Eases the card's height (150 ms) when a view of another size replaces the current one; the
 * inner element is measured so the outer one can transition between two fixed heights.
 */
function ModalBody({ animate, className, children, style, ...props }: ModalBodyProps) {
  const inner = React.useRef<HTMLDivElement>(null)
  const [height, setHeight] = React.useState<number | undefined>(undefined)

  React.useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
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

export { ModalBody }
