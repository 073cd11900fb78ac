'use client'

import type * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { swapViewStrings } from '@/registry/components/swap-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import type { SwapQuote } from '@/registry/lib/state/swap/swap-quote'
import { useFormat } from '@/registry/hooks/use-format'

type SwapDetailsProps = React.ComponentProps<'dl'> & { quote: SwapQuote; from: SwapToken; to: SwapToken }

function Row({ term, value, slot }: { term: string; value: string; slot: string }) {
  return (
    <div data-slot="swap-details-row" data-row={slot} className="flex items-center justify-between gap-2">
      <dt data-slot="swap-details-term" className="text-wk-fg-muted">
        {term}
      </dt>
      <dd data-slot={`swap-details-${slot}`} dir="ltr" className="font-medium text-wk-fg tabular-nums">
        {value}
      </dd>
    </div>
  )
}

/** Rate, price impact, network fee in USD and the slippage the swap is built with (SPEC §9: 1%). */
function SwapDetails({ quote, from, to, className, ...props }: SwapDetailsProps) {
  const strings = useStrings(swapViewStrings)
  const format = useFormat()
  // Rate per whole `from` token, from the quoted amounts (both in base units).
  const rate = quote.fromAmount > BigInt(0) ? (quote.toAmount * BigInt(10) ** BigInt(from.decimals)) / quote.fromAmount : BigInt(0)
  return (
    <dl data-slot="swap-details" className={cn('flex flex-col gap-1.5 rounded-wk-lg bg-wk-surface-2 p-3 text-wk-sm', className)} {...props}>
      <Row slot="rate" term={strings.rate} value={`1 ${from.symbol} = ${format.amount(rate, to.decimals)} ${to.symbol}`} />
      <Row
        slot="price-impact"
        term={strings.priceImpact}
        value={quote.priceImpact === undefined ? strings.unknown : format.percent(quote.priceImpact)}
      />
      <Row
        slot="network-fee"
        term={strings.networkFee}
        value={quote.networkFeeUsd === undefined ? strings.unknown : format.fee(quote.networkFeeUsd)}
      />
      <Row slot="slippage" term={strings.maxSlippage} value={format.percent(quote.slippage / 100)} />
    </dl>
  )
}

export { SwapDetails }
