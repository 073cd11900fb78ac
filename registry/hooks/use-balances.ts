'use client'

import { useCallback, useEffect } from 'react'
import { useStore } from 'zustand'
import { useSecondsUntil } from '@/registry/hooks/use-seconds-until'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { BALANCE_RETRY_BLOCK_MS } from '@/registry/lib/state/balances/balances-store'
import type { Balances } from '@/registry/lib/state/balances/balances-store'
import { selectConnectedAddress, selectQueryableNetworkId } from '@/registry/lib/state/connection/selectors'

/**
 * Whole seconds until the balances may be asked for again after a failure (SPEC §8: retry blocked
 * 30 s), counting down once a second; 0 when a retry would be sent. A view uses it so its Try
 * again button says when it works instead of silently doing nothing inside the block.
 *
 * @example
 * const retryIn = useBalanceRetryIn(kit.balances) // 27
 */
export function useBalanceRetryIn(balances: Balances): number {
  const lastRetry = useStore(balances.store, (s) => s.lastRetry)
  return useSecondsUntil(lastRetry === undefined ? 0 : lastRetry + BALANCE_RETRY_BLOCK_MS, lastRetry)
}

/**
 * The connected account's token balances on the active network, loaded when either changes.
 * `error` is the SPEC §8 text ('Token Balance Unavailable') and `retryIn` the seconds until
 * `refresh` may ask again.
 *
 * @example
 * const { balances, loading, error, retryIn, refresh } = useBalances()
 */
export function useBalances() {
  const { kit } = useWalletKitContext('useBalances')
  const state = useStore(kit.balances.store)
  const address = useStore(kit.connection.store, selectConnectedAddress)
  const caipNetworkId = useStore(kit.networks.store, selectQueryableNetworkId)
  const retryIn = useBalanceRetryIn(kit.balances)

  const refresh = useCallback(() => {
    if (address && caipNetworkId) return kit.balances.load({ address, caipNetworkId })
    return Promise.resolve()
  }, [kit, address, caipNetworkId])

  useEffect(() => {
    void refresh()
  }, [refresh])

  return { ...state, retryIn, refresh }
}
