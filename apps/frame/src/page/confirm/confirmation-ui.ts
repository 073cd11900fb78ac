import { FrameRequestAbortedError, RequestRejectedError } from '@/registry/lib/errors/frame'
import { offsetOf, type PointerKind } from './aim'
import { createArming } from './arming'
import { confirmationStyles } from './confirmation-styles'
import { buildCard, labelButtons, showRequest } from './confirmation-card'
import type { ConfirmationModel } from './describe-request'
import type { ConfirmationPlace, StatusKey, WindowAnswer } from './confirmation-rules'
import { englishText, type FrameText } from './frame-text'
import { hasVisibilityV2 } from './visibility'

// The secure site's confirmation of an unsafe request, in the frame or in its own window: why it
// works as it does (the window where IntersectionObserver v2 is missing, arming, aim) is in README.md.

/** A request as the card shows it in a locale (the frame describes it again when the locale changes). */
export type DescribeRequest = (text: FrameText) => ConfirmationModel
type Pending = { describe: DescribeRequest; model: ConfirmationModel; resolve(): void; reject(error: Error): void }

const frozen = (model: ConfirmationModel): ConfirmationModel =>
  Object.freeze({ ...model, rows: model.rows.map((row) => Object.freeze({ ...row })) })

export type ConfirmationOptions = {
  place?: ConfirmationPlace
  /**
   * Frame only, where IntersectionObserver v2 is missing: opens the secure window for `model`
   * (called inside the click's handler, so the browser lets it open) and settles with the answer;
   * it calls `onShown` once the window has the request.
   */
  openWindow?: ((model: ConfirmationModel, onShown: () => void) => Promise<WindowAnswer>) | undefined
  /** Closes the secure window if one is open (the request was aborted). */
  closeWindow?: (() => void) | undefined
  /** The height (CSS px) the card needs to show every row without scrolling, on every change. */
  onNeededHeight?: ((height: number) => void) | undefined
  /** The words and numbers to start with (English unless given); setText changes them. */
  text?: FrameText | undefined
}

/**
 * The frame's own confirmation screen: one unsafe request at a time, in arrival order. `ask`
 * settles only through a trusted click (event.isTrusted) on this origin's buttons, armed as
 * README.md says (arming.ts); the host page can script neither.
 */
export function createConfirmations(root: HTMLElement, options: ConfirmationOptions = {}) {
  const place = options.place ?? 'frame'
  // Without v2 the frame cannot tell a transparent or covered frame from a visible one.
  const delegate = place === 'frame' && !hasVisibilityV2() && options.openWindow !== undefined
  const style = document.createElement('style')
  style.textContent = confirmationStyles
  document.head.appendChild(style)

  let text = options.text ?? englishText
  const parts = buildCard(root, place)
  labelButtons(parts, text, delegate)
  const { card, rows, status, reject, approve } = parts

  const queue: Pending[] = []
  const hints: ReadonlySet<StatusKey> = new Set<StatusKey>(['hintHidden', 'hintUnseen', 'hintAim', 'hintTouch'])
  // The status line is kept as a key, so a change of locale rewrites it in the new words.
  let statusKey: StatusKey = ''
  const setStatus = (key: StatusKey) => {
    statusKey = key
    status.textContent = key ? text.t(key) : ''
  }
  // The visibility watch, seen-to-the-end and the arm timer, watching from here on.
  const arming = createArming(parts, place, queue, { get: () => statusKey, set: setStatus }, options.onNeededHeight)
  const { aim, paint, paintWhenAimReady, rearm, update } = arming

  // The pointer rule (aim.ts): trusted pointer events only, with the frame's screen offset.
  const onPointer = (kind: PointerKind) => (event: PointerEvent) => {
    if (!event.isTrusted) return
    aim.pointer(kind, performance.now(), offsetOf(event))
    paint()
    paintWhenAimReady()
  }
  // The keyboard: Enter or Space on Approve counts when the user moved focus onto it after this
  // request appeared (render takes focus off it, so a second Enter cannot answer the next one).
  let focusedForRequest = false
  approve.addEventListener('focus', (event) => {
    if (event.isTrusted) focusedForRequest = true
  })
  approve.addEventListener('blur', () => {
    focusedForRequest = false
  })
  document.documentElement.addEventListener('pointerenter', onPointer('enter'))
  document.documentElement.addEventListener('pointerleave', onPointer('leave'))
  window.addEventListener('pointermove', onPointer('move'), { capture: true, passive: true })
  window.addEventListener('pointerdown', onPointer('down'), { capture: true, passive: true })

  function render(): void {
    const current = queue[0]
    arming.restart()
    if (!current) {
      card.dataset.state = 'idle'
      rows.replaceChildren()
      rearm()
      return
    }
    setStatus('')
    if (document.activeElement === approve) approve.blur()
    focusedForRequest = false
    showRequest(parts, current.model, text)
    rearm()
    update()
  }

  function finish(approved: boolean): void {
    const current = queue.shift()
    if (!current) return
    if (approved) current.resolve()
    else current.reject(new RequestRejectedError({ details: `${current.model.method} rejected in the secure ${place}` }))
    if (approved && queue.length === 0) {
      card.dataset.state = 'working'
      setStatus('working')
      rearm()
    } else {
      render()
    }
  }

  let windowOpen = false
  function handOff(current: Pending): void {
    windowOpen = true
    card.dataset.state = 'window'
    card.dataset.window = 'opening'
    setStatus('hintWindowOpen')
    rearm()
    // Exposed for tests: the window loaded, found this frame as its opener and was sent the request.
    const shown = () => void (card.dataset.window = 'shown')
    options.openWindow!(current.model, shown).then((answer) => {
      windowOpen = false
      delete card.dataset.window
      // Aborted meanwhile (RPC_ABORT, sign-out): nothing to answer.
      if (queue[0] !== current) return
      if (answer === 'approve' || answer === 'reject') return finish(answer === 'approve')
      card.dataset.state = 'confirm'
      rearm()
      update()
      setStatus(answer === 'blocked' ? 'hintWindowBlocked' : '')
    })
  }

  // How the user pressed: a touch decides on pointerup (press, hold until ready, slide, lift: a
  // long press yields no click in mobile browsers), a mouse or pen on click, the keyboard on the
  // click it synthesises (detail 0).
  type Via = 'pointer' | 'touch' | 'keyboard'
  let lastDownType = ''
  window.addEventListener('pointerdown', (event) => void (event.isTrusted && (lastDownType = event.pointerType)), {
    capture: true,
    passive: true,
  })

  const decide = (approved: boolean, via: Via, event: MouseEvent) => {
    // A script (even one of ours) dispatching a click is not the user.
    if (!event.isTrusted || !arming.armed || windowOpen || card.dataset.state !== 'confirm') return
    if (approved && !arming.seen) return
    if (approved) {
      const aimed =
        via === 'keyboard' ? focusedForRequest && document.activeElement === approve : aim.counts(performance.now(), offsetOf(event))
      if (!aimed) {
        setStatus(via === 'touch' ? 'hintTouch' : 'hintAim')
        paint()
        paintWhenAimReady()
        return
      }
    }
    if (hints.has(statusKey)) setStatus('')
    const current = queue[0]
    if (!current) return
    if (approved && delegate) return handOff(current)
    finish(approved)
  }
  approve.addEventListener('click', (event) => {
    if (event.detail === 0) return decide(true, 'keyboard', event)
    // A touch already had its say on pointerup.
    if (lastDownType !== 'touch') decide(true, 'pointer', event)
  })
  approve.addEventListener('pointerup', (event) => {
    if (event.pointerType === 'touch') decide(true, 'touch', event)
  })
  // A long press must not open a menu over the button (the touch gesture is press, hold, slide).
  approve.addEventListener('contextmenu', (event) => event.preventDefault())
  reject.addEventListener('click', (event) => decide(false, event.detail === 0 ? 'keyboard' : 'pointer', event))

  return {
    /** Shows the request; resolves when the user approves, rejects with RequestRejectedError. */
    ask(describe: DescribeRequest): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ describe, model: frozen(describe(text)), resolve, reject })
        if (queue.length === 1) render()
      })
    },
    /**
     * Speaks another locale (the app's SYNC_DAPP_DATA). A request on screen is shown again in
     * the new words and, like any change of what the card says, must be seen and armed again.
     */
    setText(next: FrameText): void {
      if (next === text) return
      text = next
      labelButtons(parts, text, delegate)
      for (const pending of queue) pending.model = frozen(pending.describe(text))
      if (card.dataset.state === 'confirm') return render()
      // Handed off to the secure window: the rows stay on show behind its hint, in the new words.
      if (card.dataset.state === 'window' && queue[0]) {
        showRequest(parts, queue[0].model, text)
        card.dataset.state = 'window'
      }
      setStatus(statusKey)
    },
    /** Cancels every waiting confirmation (RPC_ABORT, sign-out). */
    abortAll(): void {
      for (const pending of queue.splice(0)) pending.reject(new FrameRequestAbortedError())
      if (windowOpen) options.closeWindow?.()
      render()
    },
    /** After an approved request finished: back to the next one, or idle. */
    settle(): void {
      if (card.dataset.state === 'working') render()
    },
    get pending(): number {
      return queue.length
    },
  }
}

export type Confirmations = ReturnType<typeof createConfirmations>
