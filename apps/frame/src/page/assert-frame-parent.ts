import { FrameParentNotSetError } from '@/registry/lib/errors/frame'

/** The part of `window` the check needs. */
export type FrameWindow = { readonly parent: unknown }

/**
 * The secure frame page answers only its parent app. Opened as a top-level page (its parent is
 * itself) or with no parent at all, it throws 'W3mFrame: parent is not set' (SPEC §8) and the
 * page starts nothing.
 */
export function assertFrameParent(win: FrameWindow): void {
  if (!win.parent || win.parent === win) throw new FrameParentNotSetError({ details: 'the frame page was opened outside an app' })
}
