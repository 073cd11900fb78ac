'use client'

import type * as React from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { cn } from '@/registry/components/ui/utils'

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />
}

// The dimmed backdrop. Also worn by a plain element standing in for DialogOverlay (the modal's,
// which locks the page's scroll its own way).
const dialogOverlayClassName =
  'fixed inset-0 z-[var(--wk-z-index)] bg-black/50 data-[state=open]:animate-wk-fade-in motion-reduce:animate-none'

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn(dialogOverlayClassName, className)} {...props} />
}

// Below 430 px wide (a phone) a bottom sheet: full width, docked to the bottom of the visual
// viewport (--wk-keyboard-inset, set while an on-screen keyboard covers the bottom, lifts it above
// the keyboard), never taller than what is left of the screen.
const sheetLayout =
  'max-[430px]:inset-x-0 max-[430px]:top-auto max-[430px]:bottom-[var(--wk-keyboard-inset,0px)] max-[430px]:translate-x-0 max-[430px]:translate-y-0 max-[430px]:max-h-[calc(100dvh-var(--wk-keyboard-inset,0px)-8px)]'

// Centred across, hung from a fixed height down: a card centred both ways moves every row by half
// of any change in its height (a balance, a token list or a wallet arriving), so a click aimed at
// a button lands beside it. Hung from the top, only what is below a change moves.
// Never taller than the viewport: a card longer than the window (every feature
// item installed, or a phone held sideways) scrolls inside it instead of losing its header above
// the top edge, where a fixed element cannot be scrolled to. The scrollbar's room is reserved on
// both edges (scrollbar-gutter): Firefox sizes the box to the card without the classic scrollbar
// of Windows and Linux, which then covered the card's right edge and scrolled it sideways;
// overlay scrollbars (macOS, phones) take no room, so nothing changes there.
function DialogContent({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Content
      data-slot="dialog-content"
      className={cn(
        'fixed top-[clamp(8px,10dvh,96px)] left-1/2 z-[calc(var(--wk-z-index)+1)] max-h-[calc(100dvh-clamp(8px,10dvh,96px)-8px)] -translate-x-1/2 overflow-y-auto overscroll-contain [scrollbar-gutter:stable_both-edges] outline-none',
        sheetLayout,
        className,
      )}
      {...props}
    />
  )
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn('font-wk text-wk-lg font-semibold text-wk-fg', className)} {...props} />
  )
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('sr-only', className)} {...props} />
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

export { Dialog, DialogClose, DialogContent, DialogDescription, DialogOverlay, DialogPortal, DialogTitle, dialogOverlayClassName }
