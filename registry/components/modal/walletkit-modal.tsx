'use client'

import * as React from 'react'
import { useModal } from '@/registry/hooks/use-modal'

// The dialog, its views and Radix load on first open, so the page pays only for this file.
const LazyModalDialog = React.lazy(() => import('@/registry/components/modal/modal-dialog').then((m) => ({ default: m.ModalDialog })))

/**
 * Place once inside <WalletKitProvider>. Renders nothing until the modal is first opened (or
 * immediately in embedded mode), then keeps the loaded dialog mounted.
 */
function WalletKitModal() {
  const { isOpen, embedded } = useModal()
  const [wanted, setWanted] = React.useState(isOpen || embedded)
  if ((isOpen || embedded) && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <LazyModalDialog />
    </React.Suspense>
  )
}

export { WalletKitModal }
