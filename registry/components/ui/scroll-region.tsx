import type * as React from 'react'
import { cn } from '@/registry/components/ui/utils'

type ScrollRegionProps = React.ComponentProps<'div'> & {
  /** The region's accessible name: screen readers announce it when focus lands on the box. */
  label: string
}

/**
 * A bounded box that scrolls its content and is a named, focusable region. A list whose rows hold
 * nothing focusable (NFT cards, activity without explorer links) could not be scrolled from the
 * keyboard otherwise (axe: scrollable-region-focusable); the box itself takes focus and shows the
 * focus ring. A view sets its own data-slot and can change the height through className.
 */
function ScrollRegion({ label, className, ...props }: ScrollRegionProps) {
  return (
    <div
      data-slot="scroll-region"
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      className={cn(
        'flex max-h-[22rem] flex-col overflow-y-auto rounded-wk-md outline-none focus-visible:ring-2 focus-visible:ring-wk-accent',
        className,
      )}
      {...props}
    />
  )
}

export { ScrollRegion, type ScrollRegionProps }
