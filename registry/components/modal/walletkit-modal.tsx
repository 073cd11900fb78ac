'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { useModal } from '@/registry/hooks/use-modal'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { loadedModalDialog, loadModalDialog } from '@/registry/components/modal/load-modal-dialog'
import { preloadModal, registerModalCode } from '@/registry/lib/state/preload-modal'
import { schedulePreload } from '@/registry/lib/state/schedule-preload'

// The dialog, its views and Radix load after the page (preload) or on first open, so the page pays only for this file.
const LazyModalDialog = React.lazy(() => loadModalDialog().then((ModalDialog) => ({ default: ModalDialog })))

/**
 * Place once inside <WalletKitProvider>. Renders nothing until the modal is first opened (or
 * immediately in embedded mode), then keeps the loaded dialog mounted. With the provider's
 * `preload` policy 'idle' (default) it fetches the modal's code once the page has loaded.
 */
function WalletKitModal() {
  const { kit } = useWalletKitContext('WalletKitModal')
  const { isOpen, embedded } = useModal()
  const policy = useStore(kit.options.store, (s) => s.preload)
  // Picked once, when first wanted: the preloaded dialog renders at once instead of suspending for
  // a chunk that is already here; switching component types later would remount the dialog.
  const pick = (): React.ComponentType => loadedModalDialog() ?? LazyModalDialog
  const [ModalDialog, setModalDialog] = React.useState<React.ComponentType | undefined>(() => (isOpen || embedded ? pick() : undefined))
  if ((isOpen || embedded) && !ModalDialog) setModalDialog(pick)
  React.useEffect(() => registerModalCode(kit, loadModalDialog), [kit])
  React.useEffect(() => schedulePreload(policy, () => preloadModal(kit)), [kit, policy])
  if (!ModalDialog) return null
  return (
    <React.Suspense fallback={null}>
      <ModalDialog />
    </React.Suspense>
  )
}

export { WalletKitModal }
