import type { ConfirmationPlace } from './confirmation-rules'
import type { ConfirmationModel } from './describe-request'
import type { FrameText } from './frame-text'

// The confirmation card's markup: who asks, what, on which chain, every row, a status line and
// the two buttons. Built once with DOM calls (never innerHTML: every value comes from the
// request) and filled per request; confirmation-ui.ts decides when the buttons count. In a
// right-to-left locale the card mirrors (the document's dir), while what the user compares
// character by character (the origin, addresses, hex) stays a left-to-right island.

export type ConfirmationCard = {
  card: HTMLElement
  origin: HTMLElement
  title: HTMLElement
  chain: HTMLElement
  rows: HTMLElement
  status: HTMLElement
  reject: HTMLButtonElement
  approve: HTMLButtonElement
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, slot: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.dataset.slot = slot
  if (text !== undefined) node.textContent = text
  return node
}

/** The idle card, appended to `root`; its buttons are labelled by labelButtons. */
export function buildCard(root: HTMLElement, place: ConfirmationPlace): ConfirmationCard {
  const card = el('main', 'frame-confirm')
  card.dataset.state = 'idle'
  card.dataset.place = place
  card.setAttribute('aria-live', 'polite')
  const origin = el('p', 'frame-confirm-origin')
  const title = el('h1', 'frame-confirm-title')
  const chain = el('p', 'frame-confirm-chain')
  const rows = el('dl', 'frame-confirm-rows')
  rows.tabIndex = 0
  const status = el('p', 'frame-confirm-status')
  const actions = el('div', 'frame-confirm-actions')
  const reject = el('button', 'frame-confirm-reject')
  const approve = el('button', 'frame-confirm-approve')
  reject.dataset.action = 'reject'
  approve.dataset.action = 'approve'
  for (const button of [reject, approve]) button.type = 'button'
  actions.append(reject, approve)
  card.append(origin, title, chain, rows, status, actions)
  root.appendChild(card)
  return { card, origin, title, chain, rows, status, reject, approve }
}

/** The buttons in the locale; Approve reads 'Open to approve' where the frame hands off to the secure window. */
export function labelButtons(parts: ConfirmationCard, text: FrameText, handsOff: boolean): void {
  parts.reject.textContent = text.t('reject')
  parts.approve.textContent = text.t(handsOff ? 'openToApprove' : 'approve')
}

/** `template`'s text around its `{origin}`, with the origin as an isolated left-to-right island. */
function withOrigin(template: string, origin: string): Node[] {
  const [before = '', after = ''] = template.split('{origin}')
  const island = document.createElement('bdi')
  island.dir = 'ltr'
  island.textContent = origin
  return [document.createTextNode(before), island, document.createTextNode(after)]
}

/** Fills the card with `model` (state `confirm`), the rows' list scrolled back to its top. */
export function showRequest(parts: ConfirmationCard, model: ConfirmationModel, text: FrameText): void {
  const { card, origin, title, chain, rows } = parts
  card.dataset.state = 'confirm'
  card.dataset.method = model.method
  origin.replaceChildren(...withOrigin(text.strings.requestedBy, model.requestedBy))
  title.textContent = model.title
  chain.textContent = model.chain
  chain.dir = 'auto'
  rows.scrollTop = 0
  rows.replaceChildren(
    ...model.rows.flatMap((row) => {
      const dt = document.createElement('dt')
      dt.textContent = row.label
      const dd = document.createElement('dd')
      dd.textContent = row.value
      // Addresses and hex read left to right whatever the locale; other values (amounts, the
      // user's message) by their own first strong character.
      dd.dir = row.mono ? 'ltr' : 'auto'
      if (row.mono) dd.dataset.mono = ''
      if (row.signed === false) dt.dataset.signed = dd.dataset.signed = 'false'
      return [dt, dd]
    }),
  )
}
