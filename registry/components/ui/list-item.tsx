import type * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'

const listItemVariants = cva(
  'flex w-full items-center gap-3 text-start font-wk text-wk-fg transition-colors outline-none focus-visible:ring-2 focus-visible:ring-wk-accent disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: { default: 'bg-wk-surface-2 hover:bg-wk-surface-3', plain: 'bg-transparent hover:bg-wk-surface-2' },
      size: {
        sm: 'min-h-10 rounded-wk-md px-2 py-1.5 text-wk-sm pointer-coarse:min-h-11',
        md: 'min-h-14 rounded-wk-lg px-2.5 py-2 text-wk-md',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
)

type ListItemProps = React.ComponentProps<'button'> & VariantProps<typeof listItemVariants>

function ListItem({ className, variant, size, type = 'button', ...props }: ListItemProps) {
  return (
    <button
      data-slot="list-item"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'md'}
      type={type}
      className={cn(listItemVariants({ variant, size }), className)}
      {...props}
    />
  )
}

function ListItemLabel({ className, ...props }: React.ComponentProps<'span'>) {
  return <span data-slot="list-item-label" className={cn('flex-1 truncate font-medium', className)} {...props} />
}

function ListItemTag({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="list-item-tag"
      className={cn('rounded-wk-sm bg-wk-surface-3 px-1.5 py-0.5 text-wk-xs text-wk-fg-muted uppercase', className)}
      {...props}
    />
  )
}

export { ListItem, ListItemLabel, ListItemTag, listItemVariants }
