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

type SpinnerProps = React.ComponentProps<'span'> & VariantProps<typeof spinnerVariants> & { label?: string }

function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      role="status"
      aria-label={label}
      className={cn(spinnerVariants({ size }), 'text-wk-accent', className)}
      {...props}
    />
  )
}

export { Spinner, spinnerVariants }
