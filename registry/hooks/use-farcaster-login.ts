'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getFarcasterFlow, type FarcasterState } from '@/registry/lib/state/embedded/farcaster-flow'

export type FarcasterLogin = FarcasterState & {
  /** On a phone the approval link opens the Farcaster app here: a QR code would ask the phone to scan itself. */
  onPhone: boolean
}

/**
 * Runs the Farcaster sign-in while the view is shown: the approval link, then the connection.
 *
 * @example
 * const state = useFarcasterLogin(); if (state.status === 'waiting') showQr(state.url)
 */
export function useFarcasterLogin(): FarcasterLogin {
  const { kit } = useWalletKitContext('useFarcasterLogin')
  const flow = getFarcasterFlow(kit)
  useEffect(() => {
    void flow.start()
    return () => flow.cancel()
  }, [flow])
  const state = useStore(flow.store)
  return { ...state, onPhone: kit.platform.isMobile() }
}
