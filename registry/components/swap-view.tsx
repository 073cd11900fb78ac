'use client'

import type * as React from 'react'
import { cva } from 'class-variance-authority'
import { Button } from '@/registry/components/ui/button'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'
import { SwapDetails } from '@/registry/components/swap-details'
import { SwapTokenSelect } from '@/registry/components/swap-token-select'
import { swapViewStrings } from '@/registry/components/swap-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useSwap } from '@/registry/hooks/use-swap'
import { useFormat } from '@/registry/hooks/use-format'

const panelVariants = cva('flex flex-col gap-2 rounded-wk-lg p-3', {
  variants: { side: { pay: 'bg-wk-surface-2', receive: 'border border-wk-border bg-transparent' } },
})

/** What the panel draws and calls: useSwap()'s answer, or fixtures in stories and tests. */
type SwapPanelState = ReturnType<typeof useSwap>

/** More than the account holds (only when the balances know the token). */
function isInsufficient(swap: SwapPanelState): boolean {
  return swap.balance !== undefined && swap.quote !== undefined && swap.quote.fromAmount > swap.balance
}

function actionLabel(swap: SwapPanelState, strings: typeof swapViewStrings): string {
  const symbol = swap.from?.symbol ?? ''
  if (swap.submitStatus === 'approving') return strings.approving(symbol)
  if (swap.submitStatus === 'swapping') return strings.swapping
  if (swap.quoteStatus === 'loading') return strings.quoting
  if (swap.quoteStatus === 'ready' && isInsufficient(swap)) return strings.insufficient(symbol)
  if (swap.quoteStatus === 'ready' && swap.quote?.approval) return strings.approve(symbol)
  if (swap.quoteStatus === 'ready') return strings.swap
  return swap.amount.trim() === '' ? strings.enterAmount : strings.swap
}

/** The Swap view's body for a given swap state: loading, unsupported, input, quote, progress, outcome. */
function SwapPanel({ swap, className, ...props }: React.ComponentProps<'div'> & { swap: SwapPanelState }) {
  const strings = useStrings(swapViewStrings)
  const userMessage = useUserMessage()
  const format = useFormat()
  const { status, tokens, from, to, quote, quoteStatus, submitStatus } = swap
  const busy = submitStatus === 'approving' || submitStatus === 'swapping'

  if (status === 'idle' || status === 'loading') {
    return (
      <div
        data-slot="swap-view"
        data-state="loading"
        className={cn('flex min-h-48 items-center justify-center px-3', className)}
        {...props}
      >
        <Spinner label={strings.loading} />
      </div>
    )
  }
  if (status === 'error') {
    return (
      <div
        data-slot="swap-view"
        data-state="error"
        className={cn('flex min-h-48 flex-col items-center justify-center gap-3 px-3 text-center', className)}
        {...props}
      >
        <p data-slot="swap-view-error" role="alert" className="text-wk-md text-wk-error">
          {userMessage(swap.error, strings.unavailable)}
        </p>
        <Button data-slot="swap-view-retry" variant="neutral" size="sm" onClick={() => void swap.reload()}>
          {strings.retry}
        </Button>
      </div>
    )
  }

  const failed = quoteStatus === 'error' || submitStatus === 'error'
  const canSubmit =
    quoteStatus === 'ready' && !busy && !isInsufficient(swap) && (quote?.approval !== undefined || quote?.swap !== undefined)
  return (
    <div
      data-slot="swap-view"
      data-state={submitStatus !== 'idle' ? submitStatus : quoteStatus}
      className={cn('flex flex-col gap-2 px-3', className)}
      {...props}
    >
      <section data-slot="swap-view-pay" className={panelVariants({ side: 'pay' })}>
        <span data-slot="swap-view-pay-label" className="text-wk-sm text-wk-fg-muted">
          {strings.pay}
        </span>
        <div data-slot="swap-view-pay-row" className="flex items-center gap-2">
          <input
            data-slot="swap-view-amount"
            dir="ltr"
            aria-label={strings.amountLabel}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={swap.amount}
            disabled={busy}
            onChange={(e) => swap.setAmount(e.target.value)}
            className="min-w-0 flex-1 bg-transparent pointer-coarse:min-h-11 font-wk text-wk-xl font-medium text-wk-fg outline-none placeholder:text-wk-fg-muted rtl:text-right"
          />
          <SwapTokenSelect
            tokens={tokens}
            value={from}
            onSelect={swap.selectFrom}
            label={strings.pay}
            placeholder={strings.selectToken}
            disabled={busy}
          />
        </div>
        {swap.balance !== undefined && from ? (
          <span data-slot="swap-view-balance" className={cn('text-wk-xs', isInsufficient(swap) ? 'text-wk-error' : 'text-wk-fg-muted')}>
            {strings.balance(format.amount(swap.balance, from.decimals), from.symbol)}
          </span>
        ) : null}
      </section>
      <div data-slot="swap-view-flip-row" className="relative z-10 -my-4 flex justify-center">
        <Button
          data-slot="swap-view-flip"
          variant="neutral"
          size="icon"
          aria-label={strings.flip}
          disabled={busy}
          onClick={swap.flip}
          className="border-4 border-wk-surface-1"
        >
          <svg data-slot="swap-view-flip-icon" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path data-slot="swap-view-flip-path" d="M8 2v12m0 0-4-4m4 4 4-4" />
          </svg>
        </Button>
      </div>
      <section data-slot="swap-view-receive" className={panelVariants({ side: 'receive' })}>
        <span data-slot="swap-view-receive-label" className="text-wk-sm text-wk-fg-muted">
          {strings.receive}
        </span>
        <div data-slot="swap-view-receive-row" className="flex items-center gap-2">
          <output
            data-slot="swap-view-receive-amount"
            aria-live="polite"
            className={cn('min-w-0 flex-1 truncate font-wk text-wk-xl font-medium', quote ? 'text-wk-fg' : 'text-wk-fg-muted')}
          >
            {quote && to ? format.amount(quote.toAmount, to.decimals) : '0'}
          </output>
          <SwapTokenSelect
            tokens={tokens}
            value={to}
            onSelect={swap.selectTo}
            label={strings.receive}
            placeholder={strings.selectToken}
            disabled={busy}
          />
        </div>
      </section>
      {quote && from && to ? <SwapDetails quote={quote} from={from} to={to} /> : null}
      {failed ? (
        <p data-slot="swap-view-error" role="alert" className="text-center text-wk-sm text-wk-error">
          {userMessage(swap.error, strings.failed)}
        </p>
      ) : null}
      {submitStatus === 'success' ? (
        <p data-slot="swap-view-success" data-hash={swap.txHash} role="status" className="text-center text-wk-sm text-wk-success">
          {strings.success}
        </p>
      ) : null}
      <Button data-slot="swap-view-submit" size="lg" disabled={!canSubmit} onClick={() => void swap.submit()} className="w-full">
        {busy || quoteStatus === 'loading' ? <Spinner size="sm" label={actionLabel(swap, strings)} /> : null}
        {actionLabel(swap, strings)}
      </Button>
    </div>
  )
}

/** Swap one token for another on the connected network (SPEC §7 convert endpoints). */
function SwapView(props: React.ComponentProps<'div'>) {
  return <SwapPanel swap={useSwap()} {...props} />
}

export { SwapView, SwapPanel, type SwapPanelState }
