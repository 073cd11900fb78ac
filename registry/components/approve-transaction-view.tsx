'use client'

import type * as React from 'react'
import { FocusScope } from 'radix-ui/internal'
import { cn } from '@/registry/components/ui/utils'
import { approveTransactionStrings } from '@/registry/components/approve-transaction-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useApprovalRequest } from '@/registry/hooks/use-approval-request'

// Hex messages are shown as text when they decode to printable UTF-8, so users read what they sign.
// The decoded text takes its direction from its own letters (a message may be Arabic); hex, JSON
// and addresses stay left to right inside a right-to-left view.
function describeParam(value: unknown): { text: string; dir: 'auto' | 'ltr' } {
  if (typeof value === 'string' && /^0x([0-9a-f]{2})+$/i.test(value) && value.length < 2000) {
    const bytes =
      value
        .slice(2)
        .match(/../g)
        ?.map((byte) => Number.parseInt(byte, 16)) ?? []
    const text = new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes))
    if (/^[\p{L}\p{N}\p{P}\p{Zs}\n\r\t]*$/u.test(text)) return { text, dir: 'auto' }
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)
  return { text, dir: 'ltr' }
}

// The dialog traps focus inside its content, and the frame is a child of <body>: registered as a
// branch of the dialog's focus scope, focus may rest in it. Older radix-ui releases lack branches.
const useFocusBranch: (node: HTMLElement | null) => void = FocusScope.useFocusScopeBranch ?? (() => {})

/**
 * What the embedded wallet is being asked (a frozen copy of the request the secure frame was
 * sent: method, network, details) over a reserved box where the secure frame shows its own
 * confirmation. The view has no buttons: the decision is the user's click inside the frame, on
 * the secure origin (issue 10), so no script on this page can approve anything.
 */
function ApproveTransactionView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(approveTransactionStrings)
  const { pending, chain, frameSlot, frame, frameHeight } = useApprovalRequest()
  useFocusBranch(frame)
  if (!pending) {
    return (
      <div
        data-slot="approve-transaction-view"
        data-status="empty"
        className={cn('px-3 py-6 text-center text-wk-sm text-wk-fg-muted', className)}
        {...props}
      >
        {strings.nothing}
      </div>
    )
  }
  const params = Array.isArray(pending.params) ? pending.params : pending.params === undefined ? [] : [pending.params]
  const details = params.filter((param) => typeof param !== 'string' || !/^0x[0-9a-f]{40}$/i.test(param))
  return (
    <div
      data-slot="approve-transaction-view"
      data-status="pending"
      data-method={pending.method}
      className={cn('flex flex-col gap-2 px-3 pt-1', className)}
      {...props}
    >
      <h2 data-slot="approve-transaction-title" className="text-wk-md font-semibold">
        {strings.names[pending.method] ?? strings.title}
      </h2>
      <dl data-slot="approve-transaction-summary" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-wk-sm">
        <dt data-slot="approve-transaction-term" className="text-wk-fg-muted">
          {strings.method}
        </dt>
        <dd data-slot="approve-transaction-method" dir="ltr" className="truncate font-mono">
          {pending.method}
        </dd>
        {chain ? (
          <>
            <dt data-slot="approve-transaction-term" className="text-wk-fg-muted">
              {strings.chain}
            </dt>
            <dd data-slot="approve-transaction-chain" className="truncate">
              {chain}
            </dd>
          </>
        ) : null}
        {details.length > 0 ? (
          <dt data-slot="approve-transaction-term" className="text-wk-fg-muted">
            {strings.params}
          </dt>
        ) : null}
        {details.map(describeParam).map(({ text, dir }, index) => (
          <dd
            // biome-ignore lint/suspicious/noArrayIndexKey: the request's parameters, in their fixed order.
            key={index}
            data-slot="approve-transaction-param"
            dir={dir}
            className="col-start-2 line-clamp-2 font-mono break-all whitespace-pre-wrap"
          >
            {text}
          </dd>
        ))}
      </dl>
      <p data-slot="approve-transaction-hint" className="text-wk-xs text-wk-fg-muted">
        {strings.secure}
      </p>
      {/* The secure frame is positioned over this box while the request is pending; a keyboard
          user tabbing here is sent into it, where the secure site's own buttons take the answer. */}
      <div
        ref={frameSlot}
        data-slot="approve-transaction-frame"
        role="region"
        aria-label={strings.secureLabel}
        tabIndex={frame ? 0 : -1}
        onFocus={(event) => {
          if (frame && event.target === event.currentTarget) frame.focus()
        }}
        className="rounded-wk-lg border border-dashed border-wk-border"
        // Inline: the room the frame said its confirmation needs (within the window), whatever
        // the host's CSS build keeps.
        style={{ height: frameHeight }}
      />
    </div>
  )
}

export { ApproveTransactionView }
