'use client'

import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { createAllWalletsFlow } from '@/registry/lib/state/wallets/all-wallets-flow'

export { EAGER_IMAGES, SEARCH_MIN_WAIT_MS, type CatalogueEntry } from '@/registry/lib/state/wallets/all-wallets-flow'

/**
 * The catalogue behind AllWallets: pages of 40 on demand, and a search of 100 results with a
 * trimmed term once the user has paused for 300 ms (the flow: lib/state/wallets/all-wallets-flow).
 */
export function useAllWallets() {
  const { kit } = useWalletKitContext('useAllWallets')
  const flow = useMemo(() => createAllWalletsFlow(kit), [kit])
  useEffect(() => flow.start(), [flow])
  const { list, term, results } = useStore(flow.store)
  const shown = results ?? list
  return {
    entries: shown.entries,
    count: shown.count,
    loading: shown.loading,
    error: shown.error,
    searching: results !== undefined,
    hasMore: results === undefined && (list.page === 0 || list.entries.length < list.count),
    term,
    setTerm: flow.setTerm,
    loadMore: flow.loadMore,
  }
}
