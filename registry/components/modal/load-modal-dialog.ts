'use client'

import type { ComponentType } from 'react'

/** The dialog; `prerender` renders it opened while it sits in a hidden subtree before the first open. */
export type ModalDialogComponent = ComponentType<{ prerender?: boolean }>

let modalDialog: Promise<ModalDialogComponent> | undefined
let loadedDialog: ModalDialogComponent | undefined

/**
 * The modal's code in one round: the dialog chunk, whose static imports (router, Connect view,
 * Radix, the hooks) the bundler's preload helper fetches in parallel with it. One request per
 * page, shared by the preload and the first open; a failed load (offline, new deploy) is
 * forgotten so the next call tries again.
 */
export function loadModalDialog(): Promise<ModalDialogComponent> {
  if (!modalDialog) {
    const pending = import('@/registry/components/modal/modal-dialog').then((m) => {
      loadedDialog = m.ModalDialog
      return m.ModalDialog
    })
    pending.catch(() => {
      if (modalDialog === pending) modalDialog = undefined
    })
    modalDialog = pending
  }
  return modalDialog
}

/** The dialog component once its chunk has arrived, so the first open renders without suspending. */
export function loadedModalDialog(): ModalDialogComponent | undefined {
  return loadedDialog
}
