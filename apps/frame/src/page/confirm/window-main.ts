import { createConfirmations } from './confirmation-ui'
import type { ConfirmWindowReply, ConfirmWindowShow } from './confirm-window'

// The secure confirmation window (/confirm on the secure origin): a top-level window the app's
// page cannot cover, restyle or move. It asks its opener (the secure frame, same origin) for the
// request, shows it with the same card and arming rules as the frame, answers, and closes.

function start(): void {
  const opener = window.opener as Window | null
  const origin = window.location.origin
  if (!opener || window.parent !== window) {
    document.body.textContent = 'This window opens from the secure wallet only.'
    return
  }
  const confirmations = createConfirmations(document.body, { place: 'window' })
  const reply = (message: ConfirmWindowReply) => opener.postMessage(message, origin)
  let asked = false
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== origin || asked) return
    const data = event.data as Partial<ConfirmWindowShow> | null
    if (data?.type !== 'wk-confirm/show' || !data.model) return
    asked = true
    const root = document.documentElement
    if (data.theme?.mode === 'light' || data.theme?.mode === 'dark') root.dataset.theme = data.theme.mode
    if (data.theme?.accent && CSS.supports('color', data.theme.accent)) root.style.setProperty('--accent', data.theme.accent)
    document.title = `${data.model.title}: ${data.model.requestedBy}`
    confirmations
      .ask(data.model)
      .then(
        () => reply({ type: 'wk-confirm/answer', approved: true }),
        () => reply({ type: 'wk-confirm/answer', approved: false }),
      )
      .finally(() => window.close())
  })
  reply({ type: 'wk-confirm/ready' })
}

start()
