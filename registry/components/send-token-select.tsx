'use client'

import * as React from 'react'
import { cva } from 'class-variance-authority'
import { ListItem } from '@/registry/components/ui/list-item'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import { cn } from '@/registry/components/ui/utils'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { useFormat } from '@/registry/hooks/use-format'

const triggerVariants = cva(
  'inline-flex h-9 pointer-coarse:h-11 shrink-0 items-center gap-1.5 rounded-wk-md bg-wk-surface-3 pe-2 ps-1.5 font-wk text-wk-md font-medium text-wk-fg outline-none hover:bg-wk-surface-3/80 focus-visible:ring-2 focus-visible:ring-wk-accent disabled:opacity-50',
)

type SendTokenSelectProps = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  tokens: readonly TokenBalance[]
  value: TokenBalance | undefined
  onSelect: (token: TokenBalance) => void
  label: string
  placeholder: string
  disabled?: boolean | undefined
}

const keyOf = (token: TokenBalance) => `${token.chainId}:${token.address ?? token.symbol}`

/** The token to send, picked from the account's balances on the active network. */
function SendTokenSelect({ tokens, value, onSelect, label, placeholder, disabled, className, ...props }: SendTokenSelectProps) {
  const format = useFormat()
  const [open, setOpen] = React.useState(false)
  const listId = React.useId()
  const { tokenImage } = useCatalogueImages()
  return (
    <div data-slot="send-token-select" data-state={open ? 'open' : 'closed'} className={cn('relative', className)} {...props}>
      <button
        data-slot="send-token-select-trigger"
        type="button"
        aria-label={`${label}: ${value?.symbol ?? placeholder}`}
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        className={triggerVariants()}
        onClick={() => setOpen((o) => !o)}
      >
        {value ? (
          <WalletImage
            data-slot="send-token-icon"
            src={tokenImage(value.symbol, value.iconUrl)}
            name={value.symbol}
            size="sm"
            className="rounded-full"
          />
        ) : null}
        <span data-slot="send-token-select-symbol">{value?.symbol ?? placeholder}</span>
        <svg
          data-slot="send-token-select-chevron"
          viewBox="0 0 16 16"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path data-slot="send-token-select-chevron-path" d="m4 6 4 4 4-4" />
        </svg>
      </button>
      {open ? (
        <div
          data-slot="send-token-select-list"
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-10 inset-e-0 z-10 flex w-60 flex-col gap-1 rounded-wk-lg border border-wk-border bg-wk-surface-1 p-1 shadow-lg"
        >
          {tokens.map((token) => (
            <ListItem
              key={keyOf(token)}
              data-slot="send-token-option"
              data-token={token.symbol}
              role="option"
              aria-selected={value !== undefined && keyOf(token) === keyOf(value)}
              variant="plain"
              size="sm"
              onClick={() => {
                setOpen(false)
                onSelect(token)
              }}
            >
              <WalletImage
                data-slot="send-token-option-icon"
                src={tokenImage(token.symbol, token.iconUrl)}
                name={token.symbol}
                size="sm"
                className="rounded-full"
              />
              <span data-slot="send-token-option-symbol" className="font-medium">
                {token.symbol}
              </span>
              <span data-slot="send-token-option-balance" className="ms-auto truncate text-wk-fg-muted">
                {format.amount(token.quantity.numeric)}
              </span>
            </ListItem>
          ))}
        </div>
      ) : null}
    </div>
  )
}

export { SendTokenSelect, triggerVariants as sendTokenSelectTriggerVariants }
