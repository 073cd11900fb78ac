import type * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'

const inputVariants = cva(
  'w-full min-w-0 border border-wk-border bg-wk-surface-2 font-wk text-wk-fg outline-none placeholder:text-wk-fg-muted focus-visible:border-wk-accent disabled:opacity-50',
  {
    variants: {
      size: { sm: 'h-8 rounded-wk-sm px-2 text-wk-sm pointer-coarse:h-11', md: 'h-10 rounded-wk-md px-3 text-wk-md pointer-coarse:h-11' },
    },
    defaultVariants: { size: 'md' },
  },
)

type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>

function Input({ className, size, type = 'text', ...props }: InputProps) {
  return <input data-slot="input" data-size={size ?? 'md'} type={type} className={cn(inputVariants({ size }), className)} {...props} />
}

export { Input, inputVariants }
