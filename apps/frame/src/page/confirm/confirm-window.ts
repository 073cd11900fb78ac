import type { ConfirmationModel } from './describe-request'
import type { WindowAnswer } from './confirmation-rules'
import { randomUuid } from '@/registry/lib/crypto/random-uuid'

// The frame's side of the secure confirmation window (the design is argued in confirmation-ui.ts).
// The window is this origin's /confirm page, opened by the user's click in the frame. Messages
// go both ways by postMessage between the two windows only: the frame reads a message only when
// its source is the window it opened and its origin is its own; the window reads only its opener
// on that origin (window-main.ts). The host page holds no reference to the window (the frame's
// window.open returns it to the frame alone) and cannot post as this origin.

export const confirmWindowPath = '/confirm'
const features = 'popup,width=440,height=720'

/** What the frame sends the window once it says it is ready: the request, the look and the language to show. */
export type ConfirmWindowShow = {
  type: 'wk-confirm/show'
  model: ConfirmationModel
  theme: { mode?: string | undefined; accent?: string | undefined }
  /** The frame's locale (its document's lang), which the model's words are in already. */
  locale?: string | undefined
}
/** What the window sends back: ready for the request, or the user's answer. */
export type ConfirmWindowReply = { type: 'wk-confirm/ready' } | { type: 'wk-confirm/answer'; approved: boolean }

function isReply(data: unknown): data is ConfirmWindowReply {
  if (typeof data !== 'object' || data === null) return false
  const { type, approved } = data as { type?: unknown; approved?: unknown }
  return type === 'wk-confirm/ready' || (type === 'wk-confirm/answer' && typeof approved === 'boolean')
}

/**
 * Opens the secure window for one request; must run inside a trusted click's handler. Settles
 * with the user's answer there, 'closed' when the window closed without one, 'blocked' when the
 * browser refused to open it. `close()` closes a window still open.
 *
 * @example
 * const confirmWindow = createConfirmWindow()
 * const answer = await confirmWindow.open(model) // 'approve' | 'reject' | 'closed' | 'blocked'
 */
export function createConfirmWindow(win: Window = window) {
  let current: { popup: Window; stop(answer: WindowAnswer): void } | undefined
  const origin = win.location.origin

  /** `onShown` runs once the window asked for the request and was sent it. */
  function open(model: ConfirmationModel, onShown?: () => void): Promise<WindowAnswer> {
    current?.stop('closed')
    const popup = win.open(`${origin}${confirmWindowPath}`, `wk-confirm-${randomUuid()}`, features)
    if (!popup) return Promise.resolve('blocked')
    return new Promise<WindowAnswer>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== popup || event.origin !== origin || !isReply(event.data)) return
        if (event.data.type === 'wk-confirm/ready') {
          const root = win.document.documentElement
          const show: ConfirmWindowShow = {
            type: 'wk-confirm/show',
            model,
            theme: { mode: root.dataset.theme, accent: root.style.getPropertyValue('--accent') || undefined },
            locale: root.lang || undefined,
          }
          popup.postMessage(show, origin)
          onShown?.()
          return
        }
        stop(event.data.approved ? 'approve' : 'reject')
      }
      const poll = setInterval(() => popup.closed && stop('closed'), 250)
      const stop = (answer: WindowAnswer) => {
        win.removeEventListener('message', onMessage)
        clearInterval(poll)
        if (current?.popup === popup) current = undefined
        if (!popup.closed) popup.close()
        resolve(answer)
      }
      current = { popup, stop }
      win.addEventListener('message', onMessage)
    })
  }

  return {
    open,
    close(): void {
      current?.stop('closed')
    },
  }
}
