'use client'

import type { ComponentType } from 'react'

/** The dialog; `prerender` renders it opened while it sits in a hidden subtree before the first open. */
export type ModalDialogComponent = ComponentType<{ prerender?: boolean }>

type DialogModule = typeof import('@/registry/components/modal/modal-dialog')
const importDialog = (): Promise<DialogModule> => import('@/registry/components/modal/modal-dialog')
let retryDialog: Promise<() => Promise<DialogModule>> | undefined
let modalDialog: Promise<ModalDialogComponent> | undefined
let loadedDialog: ModalDialogComponent | undefined

/**
 * The modal's code in one round: the dialog chunk, whose static imports (router, Connect view,
 * Radix, the hooks) the bundler's preload helper fetches in parallel with it. One request per
 * page, shared by the preload and the first open; a failed load (offline, new deploy) is
 * forgotten so the next call fetches the chunk again (retryableImport: Chromium and Firefox would
 * otherwise fail it at once).
 */
export function loadModalDialog(): Promise<ModalDialogComponent> {
  if (!modalDialog) {
    const pending = (retryDialog ? retryDialog.then((retry) => retry()) : importDialog()).then((m) => {
      loadedDialog = m.ModalDialog
      return m.ModalDialog
    })
    pending.catch((failure: unknown) => {
      if (modalDialog === pending) modalDialog = undefined
      // Fetched only after a failure, so the page's first load carries none of it.
      retryDialog ??= import('@/registry/lib/errors/chunk-import').then(({ retryableImport }) =>
        retryableImport(importDialog, ['ModalDialog'], { failure }),
      )
      retryDialog.catch(() => (retryDialog = undefined))
    })
    modalDialog = pending
  }
  return modalDialog
}

/** The dialog component once its chunk has arrived, so the first open renders without suspending. */
export function loadedModalDialog(): ModalDialogComponent | undefined {
  return loadedDialog
}
