import { createConfirmations } from './confirmation-ui'
import type { ConfirmWindowReply, ConfirmWindowShow } from './confirm-window'
import { applyDocumentText, createTextLoader } from './frame-locale'

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
    void show(data.model, data.theme, data.locale)
  })
  // The request in the frame's language: its words came with the model; the buttons and hints
  // are this window's, in the same locale (English if its table does not load).
  async function show(model: ConfirmWindowShow['model'], theme: ConfirmWindowShow['theme'] | undefined, locale: unknown) {
    const text = await createTextLoader().load(typeof locale === 'string' ? locale : undefined)
    applyDocumentText(text)
    confirmations.setText(text)
    const root = document.documentElement
    if (theme?.mode === 'light' || theme?.mode === 'dark') root.dataset.theme = theme.mode
    if (theme?.accent && CSS.supports('color', theme.accent)) root.style.setProperty('--accent', theme.accent)
    document.title = `${model.title}: ${model.requestedBy}`
    confirmations
      .ask(() => model)
      .then(
        () => reply({ type: 'wk-confirm/answer', approved: true }),
        () => reply({ type: 'wk-confirm/answer', approved: false }),
      )
      .finally(() => window.close())
  }
  reply({ type: 'wk-confirm/ready' })
}

start()
