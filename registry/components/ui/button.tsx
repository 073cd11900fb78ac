import type * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-wk font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-wk-accent disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        accent: 'bg-wk-accent text-wk-accent-fg hover:bg-wk-accent/90',
        neutral: 'bg-wk-surface-2 text-wk-fg hover:bg-wk-surface-3',
        ghost: 'bg-transparent text-wk-fg hover:bg-wk-surface-2',
        danger: 'bg-wk-error/15 text-wk-error hover:bg-wk-error/25 hover:text-wk-error-strong',
      },
      size: {
        sm: 'h-7 rounded-wk-sm px-2.5 text-wk-sm pointer-coarse:h-11 pointer-coarse:min-w-11',
        md: 'h-10 rounded-wk-md px-4 text-wk-md pointer-coarse:h-11',
        lg: 'h-12 rounded-wk-lg px-5 text-wk-lg',
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
