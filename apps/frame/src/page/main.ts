import type { AppRequestName } from '@/registry/lib/frame/schemas/app-messages'
import { acceptAppMessage, parseFrameMessage } from '@/registry/lib/frame/schemas/parse'
import { isOriginAllowed } from '../shared/origin-match'
import { pageConfigSchema } from '../shared/page-config'
import { assertFrameParent } from './assert-frame-parent'
import { createConfirmWindow } from './confirm/confirm-window'
import { createConfirmations } from './confirm/confirmation-ui'
import { applyDocumentText, followAppLocale } from './confirm/frame-locale'
import { createHandlers } from './handlers'
import { toPublicMessage } from './public-errors'
import { openFrameStorage } from './storage'

// The secure frame page. It talks only to its direct parent, and only if the parent's origin is
// allowed for the projectId; every message in and out is checked against the protocol schemas.

function parentOriginOf(): string | null {
  if (window.parent === window) return null
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : null
  } catch {
    return null
  }
}

function start(): void {
  const configElement = document.getElementById('wk-frame-config')
  const config = pageConfigSchema.parse(JSON.parse(configElement?.textContent ?? '{}'))
  try {
    assertFrameParent(window)
  } catch (error) {
    console.error(error)
    document.body.textContent = 'This page only runs inside an allowed app.'
    return
  }
  const parentOrigin = parentOriginOf()
  if (!parentOrigin || !isOriginAllowed(parentOrigin, config.allowedOrigins)) {
    document.body.textContent = 'This page only runs inside an allowed app.'
    return
  }
  const query = new URLSearchParams(window.location.search)
  // Session, keys and login state belong to this (project, parent origin) pair only.
  const storage = openFrameStorage(config.projectId, parentOrigin)
  const post = (message: unknown) => {
    // Validate what leaves too: a malformed reply is a bug here, not something to hand the app.
    window.parent.postMessage(parseFrameMessage(message), parentOrigin)
  }
  // Where the browser cannot prove the frame is seen, Approve opens the secure window (confirmation-ui.ts).
  const confirmWindow = createConfirmWindow()
  const confirmations = createConfirmations(document.body, {
    openWindow: confirmWindow.open,
    closeWindow: confirmWindow.close,
    onNeededHeight: (height) => post({ type: '@w3m-frame/FRAME_HEIGHT', payload: { height } }),
  })
  // The confirmation speaks the app's locale (SYNC_DAPP_DATA), English until it names one.
  const followLocale = followAppLocale((text) => {
    applyDocumentText(text)
    confirmations.setText(text)
  })
  const { handlers } = createHandlers(
    config,
    parentOrigin,
    query.get('chainId') ?? config.evmChains[0]?.chainId ?? 1,
    storage,
    confirmations,
    followLocale,
  )

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    let message: ReturnType<typeof acceptAppMessage>
    try {
      message = acceptAppMessage(event.data)
    } catch (error) {
      const data = event.data as { type?: unknown; id?: unknown } | null
      const name = typeof data?.type === 'string' && data.type.startsWith('@w3m-app/') ? data.type.slice('@w3m-app/'.length) : null
      if (name && typeof data?.id === 'string') {
        try {
          post({ type: `@w3m-frame/${name}_ERROR`, id: data.id, payload: { message: toPublicMessage(error) } })
        } catch {
          // Not a known request type: nothing to answer.
        }
      }
      return
    }
    const name = message.type.slice('@w3m-app/'.length) as AppRequestName
    const handler = handlers[name] as ((payload: unknown) => Promise<unknown>) | undefined
    if (!handler) return
    const fail = (error: unknown) =>
      post({ type: `@w3m-frame/${name}_ERROR`, id: message.id, payload: { message: toPublicMessage(error) } })
    handler(message.payload)
      .then((payload) => post({ type: `@w3m-frame/${name}_SUCCESS`, id: message.id, payload }))
      .catch(fail)
  })
  post({ type: '@w3m-frame/READY', payload: { version: config.version } })
}

start()
