// Whether a click on the confirmation was aimed by the user, not by the page around the frame.
//
// The design (issue 32, item 1). A host page decides where and how the iframe sits: it can move
// it, resize it, make it transparent or cover it. What it cannot do is move the user's pointer or
// forge a trusted event inside the frame. So a click on Approve counts only when the pointer's own
// history inside the frame says the user had the button in front of them:
//
// - The frame knows its place on the screen only through pointer events: `screenX - clientX`
//   (and Y) of any pointer event is the frame's viewport origin in screen pixels. Every pointer
//   event carries it, so a frame moved since the last one is seen at the very next event, before
//   any click it could take.
// - The arm timer (armDelayMs) restarts whenever the frame moves (that offset changes), is
//   resized (the caller resets on `resize`), the request changes, its visibility changes, or the
//   pointer (re)enters the frame (pointerenter; a touch starts with one too).
// - A click counts only if the pointer moved inside the frame after the timer ran out, at the
//   same frame position as the click. A frame slid under a resting pointer, or under the second
//   half of a double click, has seen no such move: the click is dropped and the timer restarts.
// - A pointer the frame has not heard from for pointerStaleMs is treated as arriving afresh: a
//   window the page opened over the frame (the "double-clickjacking" lure that closes on the
//   first click) hides the pointer's moves from the frame, so its last word must not stand in.
// - Touch has the same rule: a tap (pointerdown/up with no move) never counts; the user presses,
//   holds until the button is ready and slides a little before lifting. Rare outside the popup
//   path (every iOS browser takes that path, where the decision is in a window the page cannot
//   touch), and a tap a page could aim must not sign.
//
// This is the rule in every engine; it does not prove the frame is visible (a transparent frame
// sees the same events). That part is IntersectionObserver v2's (Chromium) or, where the browser
// has none, the top-level confirmation window's (confirmation-ui.ts).

export type FrameOffset = { x: number; y: number }
export type PointerKind = 'enter' | 'leave' | 'move' | 'down'
/** What the card shows: no pointer inside yet, the timer running, ready for a move, aimed. */
export type AimPhase = 'none' | 'waiting' | 'ready' | 'aimed'

/** How long without a pointer event inside before the frame stops trusting what it last saw. */
export const pointerStaleMs = 3000

const samePlace = (a: FrameOffset, b: FrameOffset) => Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1

/**
 * The frame's viewport origin on the screen, read from a pointer event.
 *
 * @example
 * offsetOf({ screenX: 540, screenY: 300, clientX: 100, clientY: 60 }) // { x: 440, y: 240 }
 */
export function offsetOf(event: { screenX: number; screenY: number; clientX: number; clientY: number }): FrameOffset {
  return { x: event.screenX - event.clientX, y: event.screenY - event.clientY }
}

/**
 * The pointer rule of the confirmation, as a pure state machine over timestamps (ms).
 *
 * @example
 * const aim = createAim(500)
 * aim.pointer('enter', 0, { x: 40, y: 40 })
 * aim.pointer('move', 600, { x: 40, y: 40 })
 * aim.counts(650, { x: 40, y: 40 }) // true
 */
export function createAim(armDelayMs: number, staleMs: number = pointerStaleMs) {
  let resetAt = Number.NEGATIVE_INFINITY
  let heardAt = Number.NEGATIVE_INFINITY
  let place: FrameOffset | undefined
  let inside = false
  let moved = false

  function reset(at: number): void {
    resetAt = at
    moved = false
  }

  return {
    /** The request, the frame's size or its visibility changed: start the timer again. */
    reset,
    /** A trusted pointer event inside the frame at `at`, with the frame's offset it reports. */
    pointer(kind: PointerKind, at: number, offset: FrameOffset): void {
      const stale = at - heardAt > staleMs
      heardAt = at
      if (kind === 'leave') {
        inside = false
        moved = false
        return
      }
      if (kind === 'enter' || stale || !place || !samePlace(place, offset)) {
        place = offset
        inside = true
        reset(at)
        return
      }
      inside = true
      if (kind === 'move' && at - resetAt >= armDelayMs) moved = true
    },
    /**
     * Whether a click at `at`, reporting `offset`, is the user's. A click that does not count
     * also restarts the timer (the frame moved, or nobody aimed).
     */
    counts(at: number, offset: FrameOffset): boolean {
      const ok = inside && moved && at - heardAt <= staleMs && place !== undefined && samePlace(place, offset) && at - resetAt >= armDelayMs
      if (!ok) {
        if (!place || !samePlace(place, offset)) place = offset
        reset(at)
      }
      return ok
    },
    phase(at: number): AimPhase {
      if (!inside) return 'none'
      if (moved) return 'aimed'
      return at - resetAt >= armDelayMs ? 'ready' : 'waiting'
    },
    /** When the timer runs out (for a repaint then). */
    get readyAt(): number {
      return resetAt + armDelayMs
    },
  }
}

export type Aim = ReturnType<typeof createAim>
