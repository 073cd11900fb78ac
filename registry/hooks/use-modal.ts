'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'

/**
 * The modal's open state and the actions that open, close and shake it.
 *
 * @example
 * const { open } = useModal()
 * <button onClick={() => open()}>Connect</button>
 */
export function useModal() {
  const { kit } = useWalletKitContext('useModal')
  const isOpen = useStore(kit.modal.store, (s) => s.open)
  const isShaking = useStore(kit.modal.store, (s) => s.shake)
  const embedded = useStore(kit.modal.store, (s) => s.embedded)
  const appendToBody = useStore(kit.modal.store, (s) => s.appendToBody)
  return { isOpen, isShaking, embedded, appendToBody, open: kit.modal.open, close: kit.modal.close, shake: kit.modal.shake }
}
