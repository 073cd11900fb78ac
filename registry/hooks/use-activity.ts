'use client'

import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { selectConnectedAddress, selectQueryableNetworkId } from '@/registry/lib/state/connection/selectors'
import { getActivityFlow, selectActivityGroups } from '@/registry/lib/state/history/activity-flow'

/**
 * The connected account's history on the connected chain, grouped by year then month, with
 * paging, pending polling and retry. Loads when the account or chain changes; refreshes the
 * first page when shown again.
 *
 * @example
 * const { groups, status, next, loadMore, retry } = useActivity()
 */
export function useActivity() {
  const { kit } = useWalletKitContext('useActivity')
  const flow = getActivityFlow(kit)
  const state = useStore(flow.store)
  const account = useStore(kit.connection.store, selectConnectedAddress)
  const chainId = useStore(kit.networks.store, selectQueryableNetworkId)

  useEffect(() => {
    if (!account || !chainId) return
    const { query, status } = flow.store.getState()
    if (query?.account === account && query.chainId === chainId && status === 'ready') void flow.refresh()
    else void flow.load({ account, chainId })
  }, [flow, account, chainId])
  useEffect(() => flow.startPolling(), [flow])

  const groups = useMemo(() => selectActivityGroups({ transactions: state.transactions }), [state.transactions])
  return { ...state, groups, loadMore: flow.loadMore, retry: flow.retry }
}
