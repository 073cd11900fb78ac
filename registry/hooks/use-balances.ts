'use client'

import { useCallback, useEffect } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { selectConnectedAddress, selectQueryableNetworkId } from '@/registry/lib/state/selectors'

/**
 * The connected account's token balances on the active network, loaded when either changes.
 *
 * @example
 * const { balances, loading, error } = useBalances()
 */
export function useBalances() {
  const { kit } = useWalletKitContext('useBalances')
  const state = useStore(kit.balances.store)
  const address = useStore(kit.connection.store, selectConnectedAddress)
  const caipNetworkId = useStore(kit.networks.store, selectQueryableNetworkId)

  const refresh = useCallback(() => {
    if (address && caipNetworkId) return kit.balances.load({ address, caipNetworkId })
    return Promise.resolve()
  }, [kit, address, caipNetworkId])

  useEffect(() => {
    void refresh()
  }, [refresh])

  return { ...state, refresh }
}
