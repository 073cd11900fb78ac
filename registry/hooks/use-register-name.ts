'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getRegisterNameFlow } from '@/registry/lib/state/names/register-name-flow'

/**
 * Name registration for the RegisterAccountName views: what was typed, its availability,
 * suggestions, the registration status, and the actions.
 *
 * @example
 * const { name, availability, setName, register } = useRegisterName()
 */
export function useRegisterName() {
  const { kit } = useWalletKitContext('useRegisterName')
  const flow = getRegisterNameFlow(kit)
  const state = useStore(flow.store)
  return {
    ...state,
    setName: flow.setName,
    register: flow.register,
    reset: flow.reset,
    /** Back to Account once the name is registered. */
    done: () => {
      kit.router.goBackTo('Account')
      flow.reset()
    },
  }
}
