'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getSwapFlow } from '@/registry/lib/state/swap/get-swap-flow'

/**
 * The swap flow of the provider's kit: its state and actions. The flow opens (token list, gas
 * price, prices) while a component uses the hook and again when the EVM account or chain changes.
 *
 * @example
 * const { tokens, from, to, quote, setAmount, submit } = useSwap()
 */
export function useSwap() {
  const { kit } = useWalletKitContext('useSwap')
  const flow = getSwapFlow(kit)
  const state = useStore(flow.store)
  const account = useStore(kit.connection.store, (s) => (s.status === 'connected' ? s.accounts.eip155?.caipAddress : undefined))
  React.useEffect(() => {
    void flow.open()
    return () => flow.close()
  }, [flow, account])
  return {
    ...state,
    setAmount: flow.setAmount,
    selectFrom: flow.selectFrom,
    selectTo: flow.selectTo,
    flip: flow.flip,
    submit: flow.submit,
    reload: flow.open,
  }
}
