'use client'

import type * as React from 'react'
import { Input } from '@/registry/components/ui/input'
import { ListItem } from '@/registry/components/ui/list-item'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'
import { OnrampChoice } from '@/registry/components/onramp-choice'
import { OnrampPurchaseStatus } from '@/registry/components/onramp-purchase-status'
import { OnrampQuote } from '@/registry/components/onramp-quote'
import { onrampViewStrings } from '@/registry/components/onramp-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import { useOnramp } from '@/registry/hooks/use-onramp'
import { useRouter } from '@/registry/hooks/use-router'

/** What the panel draws and calls: useOnramp()'s answer, or fixtures in stories and tests. */
type OnrampPanelState = ReturnType<typeof useOnramp>

/** The OnRamp view's body for a given state: loading, the order form with its quote, or the purchase. */
function OnrampPanel({
  onramp,
  onBack,
  className,
  ...props
}: React.ComponentProps<'div'> & { onramp: OnrampPanelState; onBack: () => void }) {
  const strings = useStrings(onrampViewStrings)
  const userMessage = useUserMessage()
  const { status, paymentCurrency, purchaseCurrency, quote, purchase, providers } = onramp
  const currency = paymentCurrency?.id ?? ''
  // Currency and token images from the catalogue (none outside a provider, e.g. in stories).
  const images = useCatalogueImages()

  if (status !== 'ready') {
    return (
      <div
        data-slot="onramp-view"
        data-state="loading"
        className={cn('flex min-h-48 items-center justify-center px-3', className)}
        {...props}
      >
        <Spinner label={strings.loading} />
      </div>
    )
  }
  if (purchase !== 'idle') {
    return (
      <div data-slot="onramp-view" data-state={purchase} className={cn('px-3', className)} {...props}>
        <OnrampPurchaseStatus status={purchase} provider={providers[0]?.name ?? ''} purchased={onramp.purchased} onBack={onBack} />
      </div>
    )
  }
  return (
    <div data-slot="onramp-view" data-state={onramp.quoteStatus} className={cn('flex flex-col gap-3 px-3', className)} {...props}>
      <section data-slot="onramp-view-asset" className="flex flex-col gap-1.5">
        <span data-slot="onramp-view-label" className="text-wk-sm text-wk-fg-muted">
          {strings.buy}
        </span>
        <OnrampChoice
          label={strings.asset}
          options={onramp.purchaseCurrencies.map((c) => ({ id: c.id, label: c.symbol, imageUrl: images.tokenImage(c.symbol) }))}
          value={purchaseCurrency?.id}
          onChange={onramp.selectPurchaseCurrency}
        />
      </section>
      <section data-slot="onramp-view-amount" className="flex flex-col gap-1.5">
        <span data-slot="onramp-view-label" className="text-wk-sm text-wk-fg-muted">
          {strings.amount}
        </span>
        <div data-slot="onramp-view-amount-row" className="flex items-center gap-2">
          <Input
            data-slot="onramp-view-amount-input"
            aria-label={strings.amountLabel(currency)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="100"
            value={onramp.amount}
            onChange={(e) => onramp.setAmount(e.target.value)}
            aria-invalid={onramp.amountLimits ? true : undefined}
          />
          <OnrampChoice
            label={strings.currency}
            options={onramp.paymentCurrencies.map((c) => ({ id: c.id, label: c.id, imageUrl: images.currencyImage(c.id) }))}
            value={paymentCurrency?.id}
            onChange={onramp.selectPaymentCurrency}
            className="shrink-0 flex-nowrap"
          />
        </div>
        {onramp.amountLimits ? (
          <p data-slot="onramp-view-limits" role="alert" className="text-wk-sm text-wk-error">
            {strings.limits(onramp.amountLimits.min, onramp.amountLimits.max, currency)}
          </p>
        ) : null}
        <OnrampChoice
          label={strings.method}
          options={(paymentCurrency?.payment_method_limits ?? []).map((l) => ({ id: l.id, label: strings.methods[l.id] ?? l.id }))}
          value={onramp.paymentMethod}
          onChange={onramp.selectPaymentMethod}
        />
      </section>
      {onramp.quoteStatus === 'loading' ? (
        <p data-slot="onramp-view-quoting" className="flex items-center gap-2 text-wk-sm text-wk-fg-muted">
          <Spinner size="sm" label={strings.quoting} />
          {strings.quoting}
        </p>
      ) : null}
      {quote ? <OnrampQuote quote={quote} estimate={onramp.quoteIsEstimate} /> : null}
      {onramp.error ? (
        <p data-slot="onramp-view-error" role="alert" className="text-center text-wk-sm text-wk-error">
          {userMessage(onramp.error, strings.error)}
        </p>
      ) : null}
      <section data-slot="onramp-view-providers" className="flex flex-col gap-1.5">
        <span data-slot="onramp-view-label" className="text-wk-sm text-wk-fg-muted">
          {strings.providers}
        </span>
        {providers.map((provider) => (
          <ListItem key={provider.id} data-slot="onramp-view-provider" data-provider={provider.id} disabled={!quote} onClick={onramp.buy}>
            <span data-slot="onramp-view-provider-name" className="flex-1 font-medium">
              {provider.name}
            </span>
            <span data-slot="onramp-view-provider-fees" className="text-wk-sm text-wk-fg-muted">
              {strings.fees(provider.feeRange)}
            </span>
          </ListItem>
        ))}
      </section>
    </div>
  )
}

/** Buy crypto with fiat through an on-ramp provider (SPEC §3 options and quote, §8 fallbacks). */
function OnrampView(props: React.ComponentProps<'div'>) {
  const { goBackTo } = useRouter()
  return <OnrampPanel onramp={useOnramp()} onBack={() => goBackTo('Account')} {...props} />
}

export { OnrampView, OnrampPanel, type OnrampPanelState }
