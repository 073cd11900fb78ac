'use client'

import * as React from 'react'
import { cva } from 'class-variance-authority'
import { ListItem } from '@/registry/components/ui/list-item'
import { cn } from '@/registry/components/ui/utils'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'

const triggerVariants = cva(
  'inline-flex h-9 pointer-coarse:h-11 shrink-0 items-center gap-1.5 rounded-wk-md bg-wk-surface-3 pe-2 ps-1.5 font-wk text-wk-md font-medium text-wk-fg outline-none hover:bg-wk-surface-3/80 focus-visible:ring-2 focus-visible:ring-wk-accent disabled:opacity-50',
)

type SwapTokenSelectProps = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  tokens: readonly SwapToken[]
  value: SwapToken | undefined
  onSelect: (token: SwapToken) => void
  label: string
  placeholder: string
  disabled?: boolean | undefined
}

// The token's own logo, else the catalogue's token image, else its initial (a decorative box:
// the symbol is written next to it).
function TokenIcon({ token }: { token: SwapToken }) {
  const { tokenImage } = useCatalogueImages()
  return (
    <WalletImage
      data-slot="swap-token-icon"
      src={tokenImage(token.symbol, token.logoUri)}
      name={token.symbol}
      size="sm"
      initial={false}
      className="rounded-full"
    />
  )
}

/** A token picker: the chosen token, and the list of the others while open. */
function SwapTokenSelect({ tokens, value, onSelect, label, placeholder, disabled, className, ...props }: SwapTokenSelectProps) {
  const [open, setOpen] = React.useState(false)
  const listId = React.useId()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only watch focus and Escape leaving the picker; its trigger and options are the buttons inside.
    <div
      data-slot="swap-token-select"
      data-state={open ? 'open' : 'closed'}
      className={cn('relative', className)}
      // Focus leaving the picker (a click elsewhere, Tab) closes the list; Escape too.
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), setOpen(false))}
      {...props}
    >
      <button
        data-slot="swap-token-select-trigger"
        type="button"
        aria-label={`${label}: ${value?.symbol ?? placeholder}`}
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        className={triggerVariants()}
        onClick={() => setOpen((o) => !o)}
      >
        {value ? <TokenIcon token={value} /> : null}
        <span data-slot="swap-token-select-symbol">{value?.symbol ?? placeholder}</span>
        <svg
          data-slot="swap-token-select-chevron"
          viewBox="0 0 16 16"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path data-slot="swap-token-select-chevron-path" d="m4 6 4 4 4-4" />
        </svg>
      </button>
      {open ? (
        <div
          data-slot="swap-token-select-list"
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-10 inset-e-0 z-10 flex w-56 flex-col gap-1 rounded-wk-lg border border-wk-border bg-wk-surface-1 p-1 shadow-lg"
        >
          {tokens.map((token) => (
            <ListItem
              key={token.address}
              data-slot="swap-token-option"
              data-token={token.symbol}
              role="option"
              aria-selected={token.address === value?.address}
              variant="plain"
              size="sm"
              onClick={() => {
                setOpen(false)
                onSelect(token)
              }}
            >
              <TokenIcon token={token} />
              <span data-slot="swap-token-option-symbol" className="font-medium">
                {token.symbol}
              </span>
              <span data-slot="swap-token-option-name" className="truncate text-wk-fg-muted">
                {token.name}
              </span>
            </ListItem>
          ))}
        </div>
      ) : null}
    </div>
  )
}

export { SwapTokenSelect, triggerVariants as swapTokenSelectTriggerVariants }
