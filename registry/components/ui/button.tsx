import type * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'

// Heights are minimums and labels wrap: a label in a longer language takes a second line rather
// than spilling out of its button (e2e/locale/locale-views checks every view in the pseudo-locale).
const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-center font-wk font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-wk-accent disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        accent: 'bg-wk-accent text-wk-accent-fg hover:bg-wk-accent/90',
        neutral: 'bg-wk-surface-2 text-wk-fg hover:bg-wk-surface-3',
        ghost: 'bg-transparent text-wk-fg hover:bg-wk-surface-2',
        danger: 'bg-wk-error/15 text-wk-error hover:bg-wk-error/25 hover:text-wk-error-strong',
      },
      size: {
        sm: 'min-h-7 rounded-wk-sm px-2.5 py-1 text-wk-sm pointer-coarse:min-h-11 pointer-coarse:min-w-11',
        md: 'min-h-10 rounded-wk-md px-4 py-1.5 text-wk-md pointer-coarse:min-h-11',
        lg: 'min-h-12 rounded-wk-lg px-5 py-2 text-wk-lg',
        icon: 'size-9 rounded-wk-md pointer-coarse:size-11',
      },
    },
    defaultVariants: { variant: 'accent', size: 'md' },
  },
)

type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>

function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'accent'}
      data-size={size ?? 'md'}
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}

export { Button, buttonVariants, type ButtonProps }
