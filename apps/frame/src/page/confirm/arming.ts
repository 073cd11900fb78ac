import { createAim } from './aim'
import type { ConfirmationCard } from './confirmation-card'
import { confirmArmDelayMs, minDetailsPx, hiddenHintDelayMs, type ConfirmationPlace, type StatusKey } from './confirmation-rules'
import { createHeightReport } from './height-report'
import { watchVisibility } from './visibility'

/**
 * When the confirmation's buttons count (README.md says why): the whole card in view for
 * confirmArmDelayMs, Approve once every row has been seen, and the pointer's aim (aim.ts). It
 * watches the card from the start; `queue` is the caller's list of waiting requests, read for
 * whether one is shown.
 *
 * @example
 * const arming = createArming(parts, 'frame', queue, status, onNeededHeight)
 * arming.rearm() // the request changed: the timer starts again
 */
export function createArming(
  parts: ConfirmationCard,
  place: ConfirmationPlace,
  queue: readonly unknown[],
  statusLine: { get(): StatusKey; set(key: StatusKey): void },
  onNeededHeight: ((height: number) => void) | undefined,
) {
  const { card, rows, reject, approve } = parts
  const setStatus = statusLine.set
  const aim = createAim(confirmArmDelayMs)
  let armed = false
  let armTimer: ReturnType<typeof setTimeout> | undefined
  let visible = false
  let seen = false

  const paint = () => {
    reject.disabled = !armed
    approve.disabled = !(armed && seen)
    card.dataset.seen = String(seen)
    card.dataset.aim = aim.phase(performance.now())
  }
  // data-aim changes with time too: repaint when the pointer's timer runs out.
  let aimTimer: ReturnType<typeof setTimeout> | undefined
  const paintWhenAimReady = () => {
    clearTimeout(aimTimer)
    const wait = aim.readyAt - performance.now()
    if (wait > 0) aimTimer = setTimeout(paint, wait + 1)
  }
  const rearm = () => {
    clearTimeout(armTimer)
    armed = false
    aim.reset(performance.now())
    paint()
    paintWhenAimReady()
    if (visible && queue.length > 0 && card.dataset.state === 'confirm') {
      armTimer = setTimeout(() => {
        armed = true
        paint()
      }, confirmArmDelayMs)
    }
  }

  // Every row must have been on screen: shown from the top (the first time the request is
  // visible, wherever a hidden frame left the list), then scrolled to its end (latched per request).
  let fromTop = false
  const checkSeen = () => {
    // Only what is on screen counts: a hidden frame lays its rows out at zero height.
    if (seen || card.dataset.state !== 'confirm' || !visible || rows.clientHeight === 0) return
    if (!fromTop) {
      rows.scrollTop = 0
      fromTop = true
    }
    if (rows.scrollTop + rows.clientHeight < rows.scrollHeight - 2) return
    seen = true
    if (statusLine.get() === 'hintUnseen') setStatus('')
    paint()
  }
  rows.addEventListener('scroll', checkSeen, { passive: true })

  const reportHeight = createHeightReport(card, rows, onNeededHeight)

  // The whole card is watched, not only the buttons: a page that pushes the details off screen,
  // clips them away or covers them with a lookalike, leaving the buttons in view, is not visible.
  let inView = false
  const detailsShown = () => rows.clientHeight >= Math.min(rows.scrollHeight, minDetailsPx)
  const focused = () => place !== 'window' || document.hasFocus()
  let hintTimer: ReturnType<typeof setTimeout> | undefined
  const update = () => {
    const next = inView && detailsShown() && focused()
    const changed = next !== visible
    visible = next
    // Exposed so a test (or a screen reader audit) can see what the frame believes.
    card.dataset.visible = String(visible)
    if (changed) rearm()
    checkSeen()
    reportHeight()
    // Not at once: the first visibility report takes a moment, and a flash of the hint would alarm.
    clearTimeout(hintTimer)
    if (visible && statusLine.get() === 'hintHidden') setStatus('')
    if (visible && !seen && card.dataset.state === 'confirm' && !statusLine.get()) setStatus('hintUnseen')
    if (!visible) hintTimer = setTimeout(() => card.dataset.state === 'confirm' && !visible && setStatus('hintHidden'), hiddenHintDelayMs)
  }
  watchVisibility(card, (next) => {
    inView = next
    update()
  })
  // A resize of the box that keeps the card in view can still collapse the details; a resized
  // frame (or window) restarts the timer.
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(() => update()).observe(rows)
  window.addEventListener('resize', () => {
    rearm()
    update()
  })
  if (place === 'window') {
    // Another window on top takes the focus: this one is not what the user is looking at.
    window.addEventListener('focus', () => update())
    window.addEventListener('blur', () => update())
    document.addEventListener('visibilitychange', () => update())
  }

  return {
    aim,
    /** The card has been fully visible for confirmArmDelayMs since the last change. */
    get armed(): boolean {
      return armed
    },
    /** Every row of the current request has been on screen. */
    get seen(): boolean {
      return seen
    },
    /** A new request (or none): its rows are unseen, and shown from the top once visible. */
    restart(): void {
      seen = false
      fromTop = false
    },
    paint,
    paintWhenAimReady,
    rearm,
    update,
  }
}

export type Arming = ReturnType<typeof createArming>
