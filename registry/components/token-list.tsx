'use client'

import type * as React from 'react'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { useFormat } from '@/registry/hooks/use-format'

type TokenListProps = React.ComponentProps<'ul'> & { balances: readonly TokenBalance[]; emptyLabel: string }

/** The Account view's Tokens tab: one row per balance entry, amount and value. */
function TokenList({ balances, emptyLabel, className, ...props }: TokenListProps) {
  const format = useFormat()
  const { tokenImage } = useCatalogueImages()
  if (balances.length === 0) {
    return (
      <p data-slot="token-list-empty" className="py-6 text-center text-wk-sm text-wk-fg-muted">
        {emptyLabel}
      </p>
    )
  }
  return (
    <ul data-slot="token-list" className={cn('flex flex-col gap-1', className)} {...props}>
      {balances.map((balance) => (
        <li
          key={`${balance.chainId}:${balance.address ?? balance.symbol}`}
          data-slot="token-list-item"
          data-symbol={balance.symbol}
          className="flex items-center gap-3 rounded-wk-lg px-2 py-2"
        >
          <WalletImage
            src={tokenImage(balance.symbol, balance.iconUrl)}
            name={balance.symbol}
            size="sm"
            loading="eager"
            className="rounded-full"
          />
          <span data-slot="token-list-name" className="flex flex-1 flex-col">
            <span data-slot="token-list-symbol" className="text-wk-md font-medium">
              {balance.name}
            </span>
            <span data-slot="token-list-quantity" className="text-wk-sm text-wk-fg-muted">
              <bdi dir="ltr">
                {format.amount(balance.quantity.numeric)} {balance.symbol}
              </bdi>
            </span>
          </span>
          <span data-slot="token-list-value" dir="ltr" className="text-wk-sm">
            {format.usd(balance.value)}
          </span>
        </li>
      ))}
    </ul>
  )
}

export { TokenList }
