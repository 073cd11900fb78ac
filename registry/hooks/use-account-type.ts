'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getAccountTypeFlow, type EmbeddedAccountType } from '@/registry/lib/state/embedded/account-type-flow'

/**
 * The embedded wallet's account type and the switch to the other one.
 *
 * @example
 * const { type, busy, switchTo } = useAccountType('smartAccount')
 */
export function useAccountType(current: EmbeddedAccountType) {
  const { kit } = useWalletKitContext('useAccountType')
  const flow = getAccountTypeFlow(kit)
  useEffect(() => flow.setKnown(current), [flow, current])
  const state = useStore(flow.store)
  return { type: state.type ?? current, busy: state.busy, error: state.error, switchTo: flow.switchTo }
}
