import type * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'

const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
)

/**
 * `label` is what a screen reader announces, in the view's words (its strings module, so it follows
 * the locale). Without one the spinner is decoration beside text that already says what is loading.
 */
type SpinnerProps = React.ComponentProps<'span'> & VariantProps<typeof spinnerVariants> & { label?: string | undefined }

function Spinner({ className, size, label, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn(spinnerVariants({ size }), 'text-wk-accent', className)}
      {...props}
    />
  )
}

export { Spinner, spinnerVariants }
