'use client'

import type * as React from 'react'
import { cva } from 'class-variance-authority'
import { Button } from '@/registry/components/ui/button'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'
import { onrampViewStrings } from '@/registry/components/onramp-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import type { OnrampPurchaseStatus as Status } from '@/registry/lib/state/onramp/onramp-flow'

const statusVariants = cva('flex min-h-48 flex-col items-center justify-center gap-3 px-3 text-center', {
  variants: { status: { idle: '', opening: '', pending: '', done: '', failed: '' } },
})
const textVariants = cva('text-wk-md font-medium', {
  variants: {
    status: { idle: 'text-wk-fg', opening: 'text-wk-fg', pending: 'text-wk-fg', done: 'text-wk-success', failed: 'text-wk-error' },
  },
})

type OnrampPurchaseStatusProps = React.ComponentProps<'div'> & {
  status: Exclude<Status, 'idle'>
  provider: string
  purchased: { amount: string | undefined; symbol: string | undefined } | undefined
  onBack: () => void
}

/** The purchase while the provider's checkout runs, and its outcome. */
function OnrampPurchaseStatus({ status, provider, purchased, onBack, className, ...props }: OnrampPurchaseStatusProps) {
  const strings = useStrings(onrampViewStrings)
  const text =
    status === 'opening'
      ? strings.opening
      : status === 'pending'
        ? strings.pending(provider)
        : status === 'failed'
          ? strings.failed
          : purchased?.amount && purchased.symbol
            ? strings.done(purchased.amount, purchased.symbol)
            : strings.doneGeneric
  return (
    <div data-slot="onramp-purchase-status" data-status={status} className={cn(statusVariants({ status }), className)} {...props}>
      {status === 'opening' || status === 'pending' ? <Spinner size="lg" label={text} /> : null}
      <p data-slot="onramp-purchase-status-text" role={status === 'failed' ? 'alert' : 'status'} className={textVariants({ status })}>
        {text}
      </p>
      {status === 'done' || status === 'failed' ? (
        <Button data-slot="onramp-purchase-status-back" variant="neutral" size="sm" onClick={onBack}>
          {strings.back}
        </Button>
      ) : null}
    </div>
  )
}

export { OnrampPurchaseStatus }
