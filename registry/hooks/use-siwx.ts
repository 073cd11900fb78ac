'use client'

import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getSiwxFlow, type SiwxFlowState } from '@/registry/lib/state/siwx/siwx-flow'

// Without the `siwx` option there is no flow; the hook then reads this idle state.
const noSiwx = createStore<SiwxFlowState>()(() => ({
  status: 'idle',
  required: false,
  account: undefined,
  session: undefined,
  error: undefined,
}))
const noop = async (): Promise<void> => {}

/**
 * Sign-in with the wallet for the views: the flow's state, the app's name and icon, the
 * connected wallet, and the actions. Inert when the host set no `siwx` option.
 *
 * @example
 * const { status, error, sign, cancel } = useSiwx()
 */
export function useSiwx() {
  const { kit } = useWalletKitContext('useSiwx')
  const flow = getSiwxFlow(kit)
  const state = useStore(flow?.store ?? noSiwx)
  const metadata = useStore(kit.options.store, (s) => s.metadata)
  const wallet = useStore(kit.connection.store, (s) => s.account?.connectedWalletInfo)
  return {
    ...state,
    enabled: flow !== undefined,
    appName: metadata?.name,
    appIcon: metadata?.icons[0],
    wallet,
    sign: flow?.sign ?? noop,
    cancel: flow?.cancel ?? noop,
    signOut: flow?.signOut ?? noop,
  }
}
