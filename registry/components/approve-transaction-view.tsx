'use client'

import * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { approveTransactionStrings as strings } from '@/registry/components/approve-transaction-view.strings'
import { useApprovalRequest } from '@/registry/hooks/use-approval-request'
import { useAuthConnector } from '@/registry/hooks/use-auth-connector'

// Hex messages are shown as text when they decode to printable UTF-8, so users read what they sign.
function describeParam(value: unknown): string {
  if (typeof value === 'string' && /^0x([0-9a-f]{2})+$/i.test(value) && value.length < 2000) {
    const bytes = value.slice(2).match(/../g)?.map((byte) => Number.parseInt(byte, 16)) ?? []
    const text = new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes))
    if (/^[\p{L}\p{N}\p{P}\p{Zs}\n\r\t]*$/u.test(text)) return text
  }
  return typeof value === 'string' ? value : JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)
}

/**
 * Once the user answered here, the secure frame asks them itself, on its own origin (issue 10):
 * it is shown over this box until the view closes or the next request needs the buttons.
 */
function SecureFrameSlot(props: React.ComponentProps<'div'>) {
  const { connector } = useAuthConnector()
  const box = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    const frame = connector?.frame
    // A connector without a secure frame (a stand-in) has nothing to show here.
    if (!frame?.reveal || !box.current) return
    frame.reveal(box.current)
    return () => frame.hide()
  }, [connector])
  // The frame needs room for its confirmation and buttons; it does not count a click on buttons it cannot show.
  return <div ref={box} {...props} style={{ minHeight: 420, ...props.style }} />
}

/** The unsafe request of the embedded wallet, its method and parameters, with approve and reject. */
function ApproveTransactionView(props: React.ComponentProps<'div'>) {
  const { pending, approve, reject } = useApprovalRequest()
  const [approvedHere, setApprovedHere] = React.useState(false)
  if (!pending) {
    const Box = approvedHere ? SecureFrameSlot : 'div'
    return (
      <Box data-slot="approve-transaction-view" data-status="empty" className="px-3 py-6 text-center text-wk-sm text-wk-fg-muted" {...props}>
        {strings.nothing}
      </Box>
    )
  }
  const params = Array.isArray(pending.params) ? pending.params : pending.params === undefined ? [] : [pending.params]
  return (
    <div data-slot="approve-transaction-view" data-status="pending" className="flex flex-col gap-3 px-3 py-4" {...props}>
      <h2 data-slot="approve-transaction-title" className="text-wk-lg font-semibold">
        {strings.names[pending.method] ?? strings.title}
      </h2>
      <dl className="flex flex-col gap-1 text-wk-sm">
        <dt className="text-wk-fg-muted">{strings.method}</dt>
        <dd data-slot="approve-transaction-method" className="font-mono">
          {pending.method}
        </dd>
        <dt className="text-wk-fg-muted">{strings.params}</dt>
        {params.map((param, index) => (
          <dd key={index} data-slot="approve-transaction-param" className="max-h-40 overflow-auto rounded-wk-sm bg-wk-surface-2 p-2 font-mono break-all whitespace-pre-wrap">
            {describeParam(param)}
          </dd>
        ))}
      </dl>
      <div className="flex gap-2">
        <Button variant="neutral" className="flex-1" onClick={reject}>
          {strings.reject}
        </Button>
        <Button
          className="flex-1"
          onClick={() => {
            setApprovedHere(true)
            approve()
          }}
        >
          {strings.approve}
        </Button>
      </div>
    </div>
  )
}

export { ApproveTransactionView }
