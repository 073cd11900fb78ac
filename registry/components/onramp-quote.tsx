'use client'

import type * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { onrampViewStrings } from '@/registry/components/onramp-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import type { OnrampQuote as Quote } from '@/registry/lib/api/blockchain/schemas/onramp'
import { useFormat } from '@/registry/hooks/use-format'

type OnrampQuoteProps = React.ComponentProps<'dl'> & { quote: Quote; estimate: boolean }

const money = ({ amount, currency }: { amount: string; currency: string }) => `${amount} ${currency}`

/** What the purchase gives and costs; a mocked quote (SPEC §8) is marked as an estimate. */
function OnrampQuote({ quote, estimate, className, ...props }: OnrampQuoteProps) {
  const strings = useStrings(onrampViewStrings)
  const format = useFormat()
  const rows: Array<[slot: string, term: string, value: string]> = [
    [
      'provider-fee',
      strings.providerFee,
      quote.coinbaseFee ? money(quote.coinbaseFee) : money({ amount: '0.00', currency: quote.paymentTotal.currency }),
    ],
    ['network-fee', strings.networkFee, money(quote.networkFee)],
    ['total', strings.total, money(quote.paymentTotal)],
  ]
  return (
    <dl
      data-slot="onramp-quote"
      data-estimate={estimate}
      className={cn('flex flex-col gap-1.5 rounded-wk-lg bg-wk-surface-2 p-3 text-wk-sm', className)}
      {...props}
    >
      <div data-slot="onramp-quote-row" data-row="purchase" className="flex items-baseline justify-between gap-2">
        <dt data-slot="onramp-quote-term" className="text-wk-fg-muted">
          {strings.youGet}
        </dt>
        <dd data-slot="onramp-quote-purchase" className="text-wk-lg font-semibold text-wk-fg tabular-nums">
          {estimate ? '≈ ' : ''}
          {format.amount(quote.purchaseAmount.amount)} {quote.purchaseAmount.currency}
        </dd>
      </div>
      {rows.map(([slot, term, value]) => (
        <div key={slot} data-slot="onramp-quote-row" data-row={slot} className="flex items-center justify-between gap-2">
          <dt data-slot="onramp-quote-term" className="text-wk-fg-muted">
            {term}
          </dt>
          <dd data-slot={`onramp-quote-${slot}`} className="text-wk-fg tabular-nums">
            {value}
          </dd>
        </div>
      ))}
      {estimate ? (
        <p data-slot="onramp-quote-estimate" className="pt-1 text-wk-xs text-wk-fg-muted">
          {strings.estimate}
        </p>
      ) : null}
    </dl>
  )
}

export { OnrampQuote }
