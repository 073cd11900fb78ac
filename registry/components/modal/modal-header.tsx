'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { modalStrings } from '@/registry/components/modal/strings'
import { useStrings } from '@/registry/hooks/use-strings'

type ModalHeaderProps = React.ComponentProps<'header'> & {
  title: string
  canGoBack: boolean
  onBack: () => void
  onClose?: (() => void) | undefined
  /** The dialog's accessible title element (Radix Title when in a dialog). */
  renderTitle?: ((title: string) => React.ReactNode) | undefined
}

function ModalHeader({ title, canGoBack, onBack, onClose, renderTitle, className, ...props }: ModalHeaderProps) {
  const strings = useStrings(modalStrings)
  return (
    <header data-slot="modal-header" className={cn('flex h-14 items-center justify-between gap-2 px-3', className)} {...props}>
      <span data-slot="modal-header-start" className="flex size-9 items-center pointer-coarse:size-11">
        {canGoBack ? (
          <Button variant="ghost" size="icon" aria-label={strings.back} onClick={onBack}>
            <svg
              data-slot="modal-header-back-icon"
              viewBox="0 0 16 16"
              className="rtl:-scale-x-100"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path data-slot="modal-header-back-path" d="M10 3 5 8l5 5" />
            </svg>
          </Button>
        ) : null}
      </span>
      {/* Keyed by title so the header text fades in (120 ms) whenever the view changes. */}
      <span key={title} data-slot="modal-header-title" className="min-w-0 flex-1 text-center animate-wk-header-in">
        {renderTitle ? (
          renderTitle(title)
        ) : (
          <h2 data-slot="modal-title" className="truncate font-wk text-wk-lg font-semibold text-wk-fg">
            {title}
          </h2>
        )}
      </span>
      <span data-slot="modal-header-end" className="flex size-9 items-center pointer-coarse:size-11">
        {onClose ? (
          <Button variant="ghost" size="icon" aria-label={strings.close} onClick={onClose}>
            <svg
              data-slot="modal-header-close-icon"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path data-slot="modal-header-close-path" d="m4 4 8 8M12 4l-8 8" />
            </svg>
          </Button>
        ) : null}
      </span>
    </header>
  )
}

export { ModalHeader }
