'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'

// What a list shows instead of its rows: loading, nothing there, or a failed load with Try again.
// Each part takes the list's `slot` prefix, so a view keeps its own data-slot names
// (`activity-view-loading`, `nfts-view-empty-hint`, `account-view-tokens-retry`).

type Slotted = { slot: string }

/** The list is loading: a small spinner, centred (`<slot>-loading`). */
function ListLoading({ slot, label, className, ...props }: React.ComponentProps<'div'> & Slotted & { label: string }) {
  return (
    <div data-slot={`${slot}-loading`} className={cn('flex justify-center py-6', className)} {...props}>
      <Spinner size="sm" label={label} />
    </div>
  )
}

/** The list has nothing: what is missing and, below, what to do about it (`<slot>-empty`, `-empty-title`, `-empty-hint`). */
function ListEmpty({ slot, title, hint, className, ...props }: React.ComponentProps<'div'> & Slotted & { title: string; hint?: string }) {
  return (
    <div data-slot={`${slot}-empty`} className={cn('flex flex-col items-center gap-1 py-6 text-center', className)} {...props}>
      <p data-slot={`${slot}-empty-title`} className="text-wk-sm text-wk-fg">
        {title}
      </p>
      {hint ? (
        <p data-slot={`${slot}-empty-hint`} className="text-wk-xs text-wk-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

type ListErrorProps = React.ComponentProps<'div'> &
  Slotted & {
    /** The SPEC text of the failure; announced (role alert) when it appears. */
    message: React.ReactNode
    retryLabel: string
    onRetry?: (() => void) | undefined
    /** Seconds until a retry may be asked (a service's retry block): the button waits and says so. */
    retryIn?: number | undefined
    retryInLabel?: ((seconds: number) => string) | undefined
    /** The message's text size: `md` where the failure is the whole content (the Tokens tab). */
    size?: 'sm' | 'md'
  }

/** The list failed to load: the message and Try again (`<slot>-error`, `-error-text`, `-retry`). */
function ListError({ slot, message, retryLabel, onRetry, retryIn = 0, retryInLabel, size = 'sm', className, ...props }: ListErrorProps) {
  const waiting = retryIn > 0
  return (
    <div data-slot={`${slot}-error`} className={cn('flex flex-col items-center gap-3 py-6 text-center', className)} {...props}>
      <p data-slot={`${slot}-error-text`} role="alert" className={cn('text-wk-error', size === 'md' ? 'text-wk-md' : 'text-wk-sm')}>
        {message}
      </p>
      <Button data-slot={`${slot}-retry`} variant="neutral" size="sm" disabled={waiting} onClick={onRetry}>
        {waiting && retryInLabel ? retryInLabel(retryIn) : retryLabel}
      </Button>
    </div>
  )
}

export { ListEmpty, ListError, ListLoading }
