'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'

/** The modal's toast and the alert banner, with their close actions. */
export function useSnackbar() {
  const { kit } = useWalletKitContext('useSnackbar')
  const snackbar = useStore(kit.snackbar.store)
  const alert = useStore(kit.alerts.store, (s) => s.current)
  return { snackbar, alert, closeSnackbar: kit.snackbar.close, dismissAlert: kit.alerts.dismiss }
}
