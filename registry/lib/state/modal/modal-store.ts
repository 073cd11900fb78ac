import { createStore } from 'zustand/vanilla'
import type { Router, RouterData, ViewName } from '@/registry/lib/state/modal/router-store'

export type ModalState = {
  open: boolean
  loading: boolean
  shake: boolean
  /** Rendered inline by the host instead of as a dialog. */
  embedded: boolean
  /** Whether the dialog portals to document.body (SPEC §2). */
  appendToBody: boolean
}

export type ModalOptions = { embedded?: boolean | undefined; disableAppend?: boolean | undefined }
export type ModalDependencies = { router: Router; isConnected: () => boolean }

export const SHAKE_DURATION_MS = 500

/**
 * Open/close state of the modal. Opening starts at Connect when disconnected and at Account
 * when connected, unless a view is asked for.
 *
 * @example
 * modal.open()
 * modal.open({ view: 'Networks' })
 */
export function createModal(dependencies: ModalDependencies, options: ModalOptions = {}) {
  const embedded = options.embedded ?? false
  const store = createStore<ModalState>()(() => ({
    open: false,
    loading: false,
    shake: false,
    embedded,
    appendToBody: !embedded && !options.disableAppend,
  }))
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  /** The view a plain `open()` shows now: Account when connected, Connect otherwise. */
  function defaultView(): ViewName {
    return dependencies.isConnected() ? 'Account' : 'Connect'
  }

  function open(parameters: { view?: ViewName | undefined; data?: RouterData | undefined } = {}): void {
    const view = parameters.view ?? defaultView()
    dependencies.router.reset(view, parameters.data)
    store.setState({ open: true })
  }

  // A flow that must finish before the modal may close (required sign-in) says so here.
  let closeGuard: (() => boolean) | undefined

  /** Closes the modal, unless a close guard refuses: then the modal shakes instead. */
  function close(): void {
    if (closeGuard && !closeGuard()) return shake()
    store.setState({ open: false })
  }

  /** Installs the guard `close` asks first; returns its remover. */
  function setCloseGuard(guard: () => boolean): () => void {
    closeGuard = guard
    return () => {
      if (closeGuard === guard) closeGuard = undefined
    }
  }

  function shake(): void {
    clearTimeout(shakeTimer)
    store.setState({ shake: true })
    shakeTimer = setTimeout(() => store.setState({ shake: false }), SHAKE_DURATION_MS)
  }

  function setLoading(loading: boolean): void {
    store.setState({ loading })
  }

  return { store, open, close, shake, setLoading, setCloseGuard, defaultView }
}

export type Modal = ReturnType<typeof createModal>
