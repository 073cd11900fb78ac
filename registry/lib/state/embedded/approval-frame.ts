import { frameSlotHeight, watchFrameHeight } from '@/registry/lib/frame/frame-placement'
import type { EmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'

/** Room for the frame's own confirmation until it says how much it needs (@w3m-frame/FRAME_HEIGHT). */
export const DEFAULT_APPROVAL_FRAME_HEIGHT = 380

/**
 * The height of the box the approval view reveals the secure frame over: what the frame last said
 * it needs (else the default), within what the window leaves (frameSlotHeight's rule).
 *
 * @example
 * approvalSlotHeight(undefined, 900) // 380
 */
export function approvalSlotHeight(needed: number | undefined, viewportHeight: number): number {
  return frameSlotHeight(needed, viewportHeight, DEFAULT_APPROVAL_FRAME_HEIGHT)
}

/**
 * The height in which the box at `slot` can be seen whole: the window's, or less where the box sits
 * in a dialog that scrolls within a maximum height (the modal's card stops short of the window's
 * bottom). A box taller than that could never be wholly in view, and the frame arms Approve only
 * while all of it is.
 *
 * @example
 * approvalViewportHeight(slotElement) // 712 in an 800 px window under the modal's 80 px top
 */
export function approvalViewportHeight(slot: HTMLElement | null): number {
  const view = slot?.ownerDocument.defaultView ?? (typeof window === 'undefined' ? undefined : window)
  if (!view) return Number.POSITIVE_INFINITY
  const dialog = slot?.closest<HTMLElement>('[role=dialog]')
  const max = dialog ? Number.parseFloat(view.getComputedStyle(dialog).maxHeight) : Number.NaN
  return Number.isFinite(max) ? Math.min(max, view.innerHeight) : view.innerHeight
}

/**
 * Calls `onHeight` with each height the embedded wallet's secure frame says its confirmation needs;
 * nothing while the wallet (or its frame) has not loaded. Returns the unsubscribe.
 *
 * @example
 * const stop = watchApprovalFrameHeight(getEmbeddedWallet(kit), setNeeded)
 */
export function watchApprovalFrameHeight(wallet: EmbeddedWallet, onHeight: (height: number) => void): () => void {
  const frame = wallet.loaded()?.frame
  if (!frame?.iframe || typeof frame.origin !== 'string') return () => {}
  return watchFrameHeight(frame.iframe, frame.origin, onHeight)
}
