'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { selectConnectedAddress } from '@/registry/lib/state/connection/selectors'
import { getOwnedNamesFlow } from '@/registry/lib/state/names/owned-names-flow'

/**
 * The names registered to the connected account (the profile service's reverse lookup), read
 * when the account changes, with the SPEC error and a retry when the lookup fails.
 *
 * @example
 * const { names, status, error, retry } = useOwnedNames()
 */
export function useOwnedNames() {
  const { kit } = useWalletKitContext('useOwnedNames')
  const flow = getOwnedNamesFlow(kit)
  const state = useStore(flow.store)
  const address = useStore(kit.connection.store, selectConnectedAddress)
  useEffect(() => {
    if (address) void flow.load(address)
  }, [flow, address])
  return { ...state, retry: flow.retry }
}
