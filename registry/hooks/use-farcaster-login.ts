'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getFarcasterFlow, type FarcasterState } from '@/registry/lib/state/embedded/farcaster-flow'

/**
 * Runs the Farcaster sign-in while the view is shown: the approval link, then the connection.
 *
 * @example
 * const state = useFarcasterLogin(); if (state.status === 'waiting') showQr(state.url)
 */
export function useFarcasterLogin(): FarcasterState {
  const { kit } = useWalletKitContext('useFarcasterLogin')
  const flow = getFarcasterFlow(kit)
  useEffect(() => {
    void flow.start()
    return () => flow.cancel()
  }, [flow])
  return useStore(flow.store)
}
