'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { approvalSlotHeight, approvalViewportHeight, watchApprovalFrameHeight } from '@/registry/lib/state/embedded/approval-frame'
import { getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'

/**
 * The embedded wallet's unsafe request the secure frame is asking about (a frozen copy of what it
 * was sent) and the chain it is asked on. The decision is the user's click inside the frame:
 * `frameSlot` goes on the element the frame covers; while a request is pending the frame is
 * revealed over it, and hidden when the request settles or the element unmounts; `frame` is the
 * revealed iframe (null while hidden), for the view to let keyboard focus into it. The element is
 * scrolled wholly into view first: the frame's buttons arm only while all of it is visible. Rendering this
 * never loads the frame: a request can only be pending once the connector has loaded.
 * `frameHeight` is the height to give that element: what the frame said its confirmation needs,
 * within the height it can be seen whole in (approvalViewportHeight: the window's, or the
 * modal's when its card stops short of the window's bottom).
 *
 * @example
 * const { pending, chain, frameSlot, frameHeight } = useApprovalRequest()
 * return pending ? <div ref={frameSlot} style={{ height: frameHeight }} /> : null
 */
export function useApprovalRequest() {
  const { kit } = useWalletKitContext('useApprovalRequest')
  const wallet = getEmbeddedWallet(kit)
  const pending = useStore(wallet.approvals.store, (s) => s.pending)
  const frameSlot = React.useRef<HTMLDivElement>(null)
  const [revealed, setRevealed] = React.useState<HTMLIFrameElement | null>(null)
  const [needed, setNeeded] = React.useState<number | undefined>(undefined)
  const [viewportHeight, setViewportHeight] = React.useState(() => approvalViewportHeight(null))
  const id = pending?.id
  // Listening from the first render: the frame tells its height as soon as it shows the request.
  React.useEffect(() => {
    const view = wallet.loaded()?.frame?.iframe?.ownerDocument.defaultView
    if (!view) return
    const onResize = () => setViewportHeight(approvalViewportHeight(frameSlot.current))
    onResize()
    view.addEventListener('resize', onResize)
    const stop = watchApprovalFrameHeight(wallet, setNeeded)
    return () => {
      stop()
      view.removeEventListener('resize', onResize)
    }
  }, [id, wallet])
  const frameHeight = approvalSlotHeight(needed, viewportHeight)
  // A taller box may reach past the dialog's scroll edge: bring it wholly into view again.
  React.useEffect(() => {
    if (id !== undefined) frameSlot.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [id, frameHeight])
  React.useEffect(() => {
    const frame = wallet.loaded()?.frame
    const slot = frameSlot.current
    // A stand-in connector without a secure frame has nothing to reveal.
    if (id === undefined || !slot || typeof frame?.reveal !== 'function') return
    // The frame arms its buttons only while its whole card is in view (a clickjacking defence):
    // a box left partly below the fold or the dialog's scroll edge would keep Approve disabled.
    slot.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    frame.reveal(slot)
    setRevealed(frame.iframe ?? null)
    // Found now: by cleanup time the slot may already be out of the document.
    const dialog = slot.closest<HTMLElement>('[role=dialog]')
    // When the frame asks for more room the modal animates its height: a scroll made at the start
    // of that animation stops short (the dialog is not yet tall enough to scroll), so the box is
    // brought into view again each time the boxes around it change size, until the request settles.
    const follow =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => slot.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }))
    for (let element = slot.parentElement; follow && element && element !== dialog; element = element.parentElement) follow.observe(element)
    return () => {
      follow?.disconnect()
      // A keyboard user answering inside the frame would be left on <body> once it hides.
      const hadFocus = frame.iframe !== undefined && slot.ownerDocument.activeElement === frame.iframe
      frame.hide()
      setRevealed(null)
      if (!hadFocus) return
      const next = slot.isConnected ? slot : dialog?.isConnected ? dialog : null
      next?.focus()
    }
  }, [id, wallet])
  return { pending: pending?.request ?? null, chain: pending?.chain, frameSlot, frame: revealed, frameHeight }
}
