import { createStore } from 'zustand/vanilla'

export type SnackbarVariant = 'loading' | 'success' | 'error'
/** `message` is the English SPEC text; `code`, when given, is what a view translates it by (a locale pack's errors table). */
export type SnackbarState = { open: boolean; message: string; variant: SnackbarVariant; code?: string | undefined }

export const SNACKBAR_RESHOW_DELAY_MS = 150
export const SNACKBAR_AUTO_CLOSE_MS = 2200

/**
 * The modal's toast. When one is open it closes first and the next appears 150 ms later
 * (SPEC §4), so the exit animation is seen. Success and error close themselves; loading stays
 * until replaced or closed.
 *
 * @example
 * snackbar.show('success', 'Transaction started', 'TRANSACTION_STARTED')
 */
export function createSnackbar() {
  const store = createStore<SnackbarState>()(() => ({ open: false, message: '', variant: 'success' }))
  let pending: ReturnType<typeof setTimeout> | undefined
  let autoClose: ReturnType<typeof setTimeout> | undefined

  function display(variant: SnackbarVariant, message: string, code?: string): void {
    store.setState({ open: true, variant, message, code })
    if (variant !== 'loading') autoClose = setTimeout(close, SNACKBAR_AUTO_CLOSE_MS)
  }

  function show(variant: SnackbarVariant, message: string, code?: string): void {
    clearTimeout(pending)
    clearTimeout(autoClose)
    if (!store.getState().open) return display(variant, message, code)
    store.setState({ open: false })
    pending = setTimeout(() => display(variant, message, code), SNACKBAR_RESHOW_DELAY_MS)
  }

  function close(): void {
    clearTimeout(autoClose)
    store.setState({ open: false })
  }

  return {
    store,
    show,
    close,
    showLoading: (message: string) => show('loading', message),
    showSuccess: (message: string) => show('success', message),
    showError: (message: string) => show('error', message),
  }
}

export type Snackbar = ReturnType<typeof createSnackbar>
