'use client'

import type * as React from 'react'
import { cva } from 'class-variance-authority'
import { Button } from '@/registry/components/ui/button'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'
import { SendReceiver } from '@/registry/components/send-receiver'
import { SendTokenSelect } from '@/registry/components/send-token-select'
import { sendViewStrings } from '@/registry/components/send-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useCodedText } from '@/registry/hooks/use-coded-text'
import { truncateAddress } from '@/registry/lib/caip/truncate-address'
import { useSend } from '@/registry/hooks/use-send'
import { formatUnits } from 'viem/utils'
import { BITCOIN_MAX_FEE_RESERVE_SATS } from '@/registry/lib/state/send/send-rules'
import { useFormat } from '@/registry/hooks/use-format'

const sendViewVariants = cva('flex flex-col gap-2 px-3', {
  variants: {
    state: {
      loading: 'min-h-48 items-center justify-center',
      error: 'min-h-48 items-center justify-center text-center',
      empty: 'min-h-48 items-center justify-center',
      ready: '',
      sending: '',
    },
  },
})

/** Everything the Send panel shows and does: `useSend()`'s return, or a fixture in stories and tests. */
type SendPanelState = ReturnType<typeof useSend>
type Send = SendPanelState

/** What the submit button says, and whether it may be pressed. */
function submitState(send: Send, strings: typeof sendViewStrings): { label: string; ready: boolean } {
  if (send.loading) return { label: strings.sending, ready: false }
  if (!send.sendTokenAmount?.trim()) return { label: strings.enterAmount, ready: false }
  if (send.exceedsBalance) return { label: strings.insufficientFunds, ready: false }
  if (!send.receiverInput.trim()) return { label: strings.addReceiver, ready: false }
  if (send.resolvingReceiver) return { label: strings.resolving, ready: false }
  if (!send.receiverAddress) return { label: strings.invalidReceiver, ready: false }
  // Without the gas price a native EVM send cannot be built (SPEC §5): say so rather than let the
  // press fail with the amount-and-receiver message.
  if (send.gasPriceStatus === 'loading') return { label: strings.loadingFee, ready: false }
  if (send.gasPriceStatus === 'failed') return { label: strings.feeUnavailable, ready: false }
  return { label: strings.send, ready: !send.insufficientGas }
}

/** Send a token of the connected account (SPEC §4 send flow): token, amount, receiver, fee, submit. */
function SendView(props: React.ComponentProps<'div'>) {
  return <SendPanel send={useSend()} {...props} />
}

/** The Send view's content for a given state. */
function SendPanel({ send, className, ...props }: React.ComponentProps<'div'> & { send: SendPanelState }) {
  const strings = useStrings(sendViewStrings)
  const codedText = useCodedText()
  const format = useFormat()
  const { token, tokenBalances } = send
  const state = send.loading
    ? 'sending'
    : tokenBalances.length > 0
      ? 'ready'
      : send.balancesLoading
        ? 'loading'
        : send.balancesError
          ? 'error'
          : 'empty'

  if (state === 'loading' || state === 'error' || state === 'empty') {
    return (
      <div data-slot="send-view" data-state={state} className={cn(sendViewVariants({ state }), className)} {...props}>
        {state === 'loading' ? <Spinner label={strings.loading} /> : null}
        {state === 'empty' ? (
          <p data-slot="send-view-empty" className="text-wk-sm text-wk-fg-muted">
            {strings.empty}
          </p>
        ) : null}
        {state === 'error' ? (
          <>
            <p data-slot="send-view-error" role="alert" className="text-wk-md text-wk-error">
              {send.balancesError ? codedText(undefined, send.balancesError) : strings.unavailable}
            </p>
            <Button
              data-slot="send-view-retry"
              variant="neutral"
              size="sm"
              disabled={send.balancesRetryIn > 0}
              onClick={send.reloadBalances}
            >
              {send.balancesRetryIn > 0 ? strings.retryIn(send.balancesRetryIn) : strings.retry}
            </Button>
          </>
        ) : null}
      </div>
    )
  }

  const native = tokenBalances.find((b) => !b.address)
  const submit = submitState(send, strings)
  return (
    <div data-slot="send-view" data-state={state} className={cn(sendViewVariants({ state }), className)} {...props}>
      <section data-slot="send-view-amount-panel" className="flex flex-col gap-2 rounded-wk-lg bg-wk-surface-2 p-3">
        <div data-slot="send-view-amount-row" className="flex items-center gap-2">
          <input
            data-slot="send-view-amount"
            dir="ltr"
            aria-label={strings.amountLabel}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={send.sendTokenAmount ?? ''}
            disabled={send.loading}
            aria-invalid={send.exceedsBalance || undefined}
            onChange={(e) => send.setAmount(e.target.value)}
            className="min-w-0 flex-1 bg-transparent pointer-coarse:min-h-11 font-wk text-wk-xl font-medium text-wk-fg outline-none placeholder:text-wk-fg-muted aria-invalid:text-wk-error rtl:text-right"
          />
          <SendTokenSelect
            tokens={tokenBalances}
            value={token}
            onSelect={send.setToken}
            label={strings.tokenLabel}
            placeholder={strings.selectToken}
            disabled={send.loading}
          />
        </div>
        <div data-slot="send-view-balance-row" className="flex items-center justify-between gap-2 text-wk-sm text-wk-fg-muted">
          <span data-slot="send-view-balance">{token ? strings.balance(format.amount(token.quantity.numeric), token.symbol) : null}</span>
          <Button data-slot="send-view-max" variant="ghost" size="sm" disabled={!token || send.loading} onClick={send.setMax}>
            {strings.max}
          </Button>
        </div>
      </section>
      <SendReceiver
        value={send.receiverInput}
        onChange={send.setReceiver}
        address={send.receiverAddress}
        profileName={send.receiverProfileName}
        profileImageUrl={send.receiverProfileImageUrl}
        resolving={send.resolvingReceiver}
        error={send.receiverError && codedText(send.receiverErrorCode, send.receiverError)}
        disabled={send.loading}
        strings={{ label: strings.receiverLabel, placeholder: strings.receiverPlaceholder, resolving: strings.resolving }}
      />
      <dl data-slot="send-view-details" className="flex flex-col gap-1 px-1 text-wk-sm">
        {send.namespace === 'eip155' ? (
          <div data-slot="send-view-fee" className="flex justify-between">
            <dt data-slot="send-view-fee-label" className="text-wk-fg-muted">
              {strings.networkFee}
            </dt>
            <dd data-slot="send-view-fee-value-row" dir="ltr" className="flex gap-1.5">
              {send.gasPrice !== undefined ? (
                <span data-slot="send-view-gas-price" className="text-wk-fg-muted">
                  {strings.gasPrice(format.amount(send.gasPrice, 9))}
                </span>
              ) : null}
              <span data-slot="send-view-fee-value">
                {send.gasPriceInUSD === undefined ? strings.unknown : format.usd(send.gasPriceInUSD)}
              </span>
            </dd>
          </div>
        ) : null}
        {send.namespace === 'bip122' ? (
          // The Bitcoin wallet chooses the inputs and the fee rate when it builds the transfer.
          <div data-slot="send-view-fee" className="flex justify-between">
            <dt data-slot="send-view-fee-label" className="text-wk-fg-muted">
              {strings.networkFee}
            </dt>
            <dd data-slot="send-view-fee-value" className="flex flex-col items-end">
              <span>{strings.feeSetByWallet}</span>
              <span data-slot="send-view-fee-reserve" className="text-wk-xs text-wk-fg-muted">
                {strings.maxKeepsForFee(formatUnits(BITCOIN_MAX_FEE_RESERVE_SATS, 8), native?.symbol ?? 'BTC')}
              </span>
            </dd>
          </div>
        ) : null}
        <div data-slot="send-view-network-balance" className="flex justify-between">
          <dt data-slot="send-view-network-balance-label" className="text-wk-fg-muted">
            {strings.networkBalance}
          </dt>
          <dd data-slot="send-view-network-balance-value" dir="ltr">
            {send.networkBalanceInUSD === undefined ? strings.unknown : format.usd(send.networkBalanceInUSD)}
          </dd>
        </div>
      </dl>
      {send.insufficientGas ? (
        <p data-slot="send-view-gas-warning" role="alert" className="text-center text-wk-sm text-wk-error">
          {strings.insufficientGas(native?.symbol ?? '')}
        </p>
      ) : null}
      <Button data-slot="send-view-submit" size="lg" disabled={!submit.ready} onClick={() => void send.send()} className="w-full">
        {send.loading || send.resolvingReceiver ? <Spinner size="sm" label={submit.label} /> : null}
        {submit.label}
      </Button>
      {send.lastTransaction ? (
        <p data-slot="send-view-last" data-hash={send.lastTransaction.hash} className="flex justify-between gap-2 px-1 text-wk-sm">
          <span data-slot="send-view-last-label" className="text-wk-fg-muted">
            {strings.lastTransaction}
          </span>
          {send.lastTransactionUrl ? (
            <a
              data-slot="send-view-last-link"
              dir="ltr"
              href={send.lastTransactionUrl}
              target="_blank"
              rel="noreferrer"
              title={send.lastTransaction.hash}
              className="font-mono text-wk-fg underline-offset-2 hover:underline"
            >
              {truncateAddress(send.lastTransaction.hash, 8, 8)}
            </a>
          ) : (
            <span data-slot="send-view-last-hash" dir="ltr" title={send.lastTransaction.hash} className="font-mono text-wk-fg">
              {truncateAddress(send.lastTransaction.hash, 8, 8)}
            </span>
          )}
        </p>
      ) : null}
    </div>
  )
}

export { SendPanel, SendView, sendViewVariants, type SendPanelState }
