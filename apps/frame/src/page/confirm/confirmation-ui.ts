import { FrameRequestAbortedError, RequestRejectedError } from '@/registry/lib/errors/frame'
import { confirmationStyles } from './confirmation-styles'
import type { ConfirmationModel } from './describe-request'

/**
 * How long the confirmation must have been fully visible before a click counts. Against a page
 * that reveals the frame right under a click the user meant for something else, and against a
 * double click that would approve the next request the moment it appears.
 */
export const confirmArmDelayMs = 500

/**
 * The least of the details the frame's box must show (all of them when they are shorter). A host
 * that squeezes the iframe until the rows collapse, header and buttons still on screen, would have
 * the user approve what they cannot read.
 */
export const minDetailsPx = 96

/** Shown when the card has stayed partly hidden this long: the buttons are off and the user should know why. */
export const hiddenHintDelayMs = 1000
export const hiddenHint = 'Scroll or enlarge the window so this whole request is visible to answer it.'

type Pending = { model: ConfirmationModel; resolve(): void; reject(error: Error): void }

/** Visible per IntersectionObserver v2 where the browser has it (not covered, not transparent). */
function watchVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true)
    return () => {}
  }
  const init = { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1)
    if (!entry) return
    const v2 = entry as IntersectionObserverEntry & { isVisible?: boolean }
    const inView = entry.intersectionRatio >= 0.99 && document.visibilityState === 'visible'
    onChange(v2.isVisible === undefined ? inView : inView && v2.isVisible)
  }, init)
  observer.observe(element)
  return () => observer.disconnect()
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, slot: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.dataset.slot = slot
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * The frame's own confirmation screen: one unsafe request at a time, in arrival order. `ask`
 * settles only through a trusted click (event.isTrusted) on this origin's buttons, once the
 * buttons have been visible for confirmArmDelayMs; the host page cannot script either.
 */
export function createConfirmations(root: HTMLElement) {
  const style = document.createElement('style')
  style.textContent = confirmationStyles
  document.head.appendChild(style)

  const card = el('main', 'frame-confirm')
  card.dataset.state = 'idle'
  card.setAttribute('aria-live', 'polite')
  const origin = el('p', 'frame-confirm-origin')
  const title = el('h1', 'frame-confirm-title')
  const chain = el('p', 'frame-confirm-chain')
  const rows = el('dl', 'frame-confirm-rows')
  const status = el('p', 'frame-confirm-status')
  const actions = el('div', 'frame-confirm-actions')
  const reject = el('button', 'frame-confirm-reject', 'Reject')
  const approve = el('button', 'frame-confirm-approve', 'Approve')
  reject.dataset.action = 'reject'
  approve.dataset.action = 'approve'
  for (const button of [reject, approve]) button.type = 'button'
  actions.append(reject, approve)
  card.append(origin, title, chain, rows, status, actions)
  root.appendChild(card)

  const queue: Pending[] = []
  let armed = false
  let armTimer: ReturnType<typeof setTimeout> | undefined
  let visible = false

  const setArmed = (next: boolean) => {
    armed = next
    reject.disabled = !next
    approve.disabled = !next
  }
  const rearm = () => {
    clearTimeout(armTimer)
    setArmed(false)
    if (visible && queue.length > 0 && card.dataset.state === 'confirm') armTimer = setTimeout(() => setArmed(true), confirmArmDelayMs)
  }
  // The whole card is watched, not only the buttons: a page that pushes the details off screen,
  // clips them away or covers them with a lookalike, leaving the buttons in view, is not visible.
  let inView = false
  const detailsShown = () => rows.clientHeight >= Math.min(rows.scrollHeight, minDetailsPx)
  let hintTimer: ReturnType<typeof setTimeout> | undefined
  const update = () => {
    visible = inView && detailsShown()
    // Exposed so a test (or a screen reader audit) can see what the frame believes.
    card.dataset.visible = String(visible)
    rearm()
    // Not at once: the first visibility report takes a moment, and a flash of the hint would alarm.
    clearTimeout(hintTimer)
    if (visible && status.textContent === hiddenHint) status.textContent = ''
    if (!visible) hintTimer = setTimeout(() => card.dataset.state === 'confirm' && !visible && (status.textContent = hiddenHint), hiddenHintDelayMs)
  }
  watchVisibility(card, (next) => {
    inView = next
    update()
  })
  // A resize of the box that keeps the card in view can still collapse the details.
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(() => update()).observe(rows)

  function render(): void {
    const current = queue[0]
    if (!current) {
      card.dataset.state = 'idle'
      rows.replaceChildren()
      rearm()
      return
    }
    const { model } = current
    card.dataset.state = 'confirm'
    card.dataset.method = model.method
    origin.textContent = `Requested by ${model.requestedBy}`
    title.textContent = model.title
    chain.textContent = model.chain
    status.textContent = ''
    rows.replaceChildren(
      ...model.rows.flatMap((row) => {
        const dt = document.createElement('dt')
        dt.textContent = row.label
        const dd = document.createElement('dd')
        dd.textContent = row.value
        if (row.mono) dd.dataset.mono = ''
        return [dt, dd]
      }),
    )
    rearm()
  }

  const decide = (approved: boolean) => (event: MouseEvent) => {
    // A script (even one of ours) dispatching a click is not the user.
    if (!event.isTrusted || !armed) return
    const current = queue.shift()
    if (!current) return
    if (approved) current.resolve()
    else current.reject(new RequestRejectedError({ details: `${current.model.method} rejected in the secure frame` }))
    if (approved && queue.length === 0) {
      card.dataset.state = 'working'
      status.textContent = 'Approved. Working…'
      rearm()
    } else {
      render()
    }
  }
  approve.addEventListener('click', decide(true))
  reject.addEventListener('click', decide(false))

  return {
    /** Shows the request; resolves when the user approves, rejects with RequestRejectedError. */
    ask(model: ConfirmationModel): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ model: Object.freeze({ ...model, rows: model.rows.map((row) => Object.freeze({ ...row })) }), resolve, reject })
        if (queue.length === 1) render()
      })
    },
    /** Cancels every waiting confirmation (RPC_ABORT, sign-out). */
    abortAll(): void {
      for (const pending of queue.splice(0)) pending.reject(new FrameRequestAbortedError())
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
