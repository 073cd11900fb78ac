'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'

/** The modal's current view, its history and the navigation actions. */
export function useRouter() {
  const { kit } = useWalletKitContext('useRouter')
  const view = useStore(kit.router.store, (s) => s.view)
  const history = useStore(kit.router.store, (s) => s.history)
  const data = useStore(kit.router.store, (s) => s.data)
  const { push, replace, reset, goBack, goBackTo } = kit.router
  return { view, history, data, push, replace, reset, goBack, goBackTo }
}
