'use client'

import type * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'
import { Spinner } from '@/registry/components/ui/spinner'

// Placed by its parent, in the flow: laid over the card (it used to sit absolute over the card's
// bottom edge) it hid the last control of a short view, such as an error's Try again, for its 2.2 s.
const snackbarVariants = cva(
  'pointer-events-auto flex w-fit max-w-[320px] items-center gap-2 rounded-wk-xl border border-wk-border bg-wk-surface-1 px-3 py-2 font-wk text-wk-sm text-wk-fg shadow-lg animate-wk-fade-in motion-reduce:animate-none',
  {
    variants: {
      variant: {
        loading: '',
        success: '[&_[data-slot=snackbar-icon]]:text-wk-success',
        error: '[&_[data-slot=snackbar-icon]]:text-wk-error',
      },
    },
    defaultVariants: { variant: 'success' },
  },
)

type SnackbarProps = React.ComponentProps<'div'> & VariantProps<typeof snackbarVariants> & { message: string }

function Snackbar({ className, variant, message, ...props }: SnackbarProps) {
  const kind = variant ?? 'success'
  return (
    <div
      data-slot="snackbar"
      data-variant={kind}
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(snackbarVariants({ variant }), className)}
      {...props}
    >
      {kind === 'loading' ? (
        <Spinner size="sm" />
      ) : (
        <span data-slot="snackbar-icon" aria-hidden="true">
          {kind === 'error' ? '!' : '✓'}
        </span>
      )}
      <span data-slot="snackbar-message">{message}</span>
    </div>
  )
}

export { Snackbar, snackbarVariants }
