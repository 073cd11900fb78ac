'use client'

import type * as React from 'react'
import { cva } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'
import { WalletImage } from '@/registry/components/ui/wallet-image'

const optionVariants = cva(
  'inline-flex h-8 pointer-coarse:h-11 items-center gap-1.5 rounded-wk-md px-3 font-wk text-wk-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-wk-accent disabled:opacity-50',
  { variants: { selected: { true: 'bg-wk-accent text-wk-accent-fg', false: 'bg-wk-surface-2 text-wk-fg hover:bg-wk-surface-3' } } },
)

type OnrampChoiceProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  label: string
  /** `imageUrl`: the catalogue's currency or token image, drawn before the label (nothing when it fails: the label says it). */
  options: ReadonlyArray<{ id: string; label: string; imageUrl?: string | undefined }>
  value: string | undefined
  onChange: (id: string) => void
  disabled?: boolean | undefined
}

/** A row of mutually exclusive options (asset, currency, payment method). */
function OnrampChoice({ label, options, value, onChange, disabled, className, ...props }: OnrampChoiceProps) {
  return (
    <div data-slot="onramp-choice" role="radiogroup" aria-label={label} className={cn('flex flex-wrap gap-1.5', className)} {...props}>
      {options.map((option) => (
        <button
          key={option.id}
          data-slot="onramp-choice-option"
          data-value={option.id}
          type="button"
          role="radio"
          aria-checked={option.id === value}
          disabled={disabled}
          className={optionVariants({ selected: option.id === value })}
          onClick={() => onChange(option.id)}
        >
          {option.imageUrl ? (
            <WalletImage
              data-slot="onramp-choice-image"
              src={option.imageUrl}
              name={option.label}
              size="sm"
              loading="eager"
              initial={false}
              className="size-4 rounded-full"
            />
          ) : null}
          {option.label}
        </button>
      ))}
    </div>
  )
}

export { OnrampChoice }
