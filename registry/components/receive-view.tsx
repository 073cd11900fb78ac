'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { QrCode } from '@/registry/components/ui/qr-code'
import { ReceiveNetworks } from '@/registry/components/receive-networks'
import { receiveViewStrings } from '@/registry/components/receive-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useReceive } from '@/registry/hooks/use-receive'

/** What the Receive panel shows and does: `useReceive()`'s return, or a fixture in stories and tests. */
type ReceivePanelState = ReturnType<typeof useReceive>

/** Receive funds: the address as a QR code and as text, copy, and the networks to send it on. */
function ReceiveView(props: React.ComponentProps<'div'>) {
  return <ReceivePanel receive={useReceive()} {...props} />
}

/** The Receive view's content for a given state. */
function ReceivePanel({ receive, className, ...props }: React.ComponentProps<'div'> & { receive: ReceivePanelState }) {
  const strings = useStrings(receiveViewStrings)
  const { address, networks, copy, copied, copyFailed } = receive
  if (!address) {
    return (
      <div
        data-slot="receive-view"
        data-state="disconnected"
        className={cn('flex min-h-48 items-center justify-center px-3', className)}
        {...props}
      >
        <p data-slot="receive-view-empty" className="text-wk-sm text-wk-fg-muted">
          {strings.notConnected}
        </p>
      </div>
    )
  }
  const names = networks.map((n) => n.name).join(', ')
  return (
    <div data-slot="receive-view" data-state="ready" className={cn('flex flex-col items-center gap-3 px-3', className)} {...props}>
      <QrCode slot="receive-view-qr" data-address={address} value={address} label={strings.qrLabel(address)} className="max-w-56" />
      <div data-slot="receive-view-address-row" className="flex w-full items-center gap-2 rounded-wk-lg bg-wk-surface-2 p-2 ps-3">
        <span
          data-slot="receive-view-address"
          dir="ltr"
          role="group"
          aria-label={strings.addressLabel}
          className="min-w-0 flex-1 font-mono text-wk-sm break-all text-wk-fg select-all"
        >
          {address}
        </span>
        <Button
          data-slot="receive-view-copy"
          data-state={copied ? 'copied' : 'idle'}
          variant={copied ? 'accent' : 'neutral'}
          size="sm"
          onClick={() => void copy(strings.copiedToast)}
        >
          {copied ? strings.copied : strings.copy}
        </Button>
      </div>
      {copyFailed ? (
        <p data-slot="receive-view-copy-error" role="alert" className="text-center text-wk-sm text-wk-error">
          {strings.copyFailed}
        </p>
      ) : null}
      <section data-slot="receive-view-networks" aria-label={strings.networksLabel} className="flex w-full flex-col items-center gap-2">
        <ReceiveNetworks networks={networks} />
        <p
          data-slot="receive-view-warning"
          role="note"
          className="rounded-wk-md bg-wk-surface-2 px-3 py-2 text-center text-wk-sm text-wk-fg-muted"
        >
          {strings.warning(names)}
        </p>
      </section>
    </div>
  )
}

export { ReceivePanel, ReceiveView, type ReceivePanelState }
