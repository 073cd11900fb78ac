'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { getWallets } from '@/registry/lib/api/catalogue/get-wallets'
import { walletImageUrl } from '@/registry/lib/api/catalogue/image-urls'
import type { CatalogueWallet } from '@/registry/lib/api/catalogue/schemas'

/** SPEC §9: a search waits at least 300 ms after the last keystroke. */
export const SEARCH_MIN_WAIT_MS = 300
/** SPEC §9: only the first 20 images load up front; the rest when their row is visible. */
export const EAGER_IMAGES = 20

export type CatalogueEntry = { wallet: CatalogueWallet; imageUrl: string | undefined }
type ListState = { entries: CatalogueEntry[]; count: number; page: number; loading: boolean; error: boolean }
const emptyList: ListState = { entries: [], count: 0, page: 0, loading: false, error: false }

/**
 * The catalogue behind AllWallets: pages of 40 on demand, and a search of 100 results with a
 * trimmed term once the user has paused for 300 ms.
 */
export function useAllWallets() {
  const { kit } = useWalletKitContext('useAllWallets')
  const networks = useStore(kit.networks.store, (s) => s.networks)
  // The kit's one catalogue client, shared with the Connect view's wallet lists.
  const [client, setClient] = useState<CatalogueClient | undefined>(undefined)
  useEffect(() => {
    let live = true
    kit.clients.catalogue().then(
      (loaded) => live && setClient(() => loaded),
      () => undefined,
    )
    return () => void (live = false)
  }, [kit])
  const chains = useMemo(() => networks.map((n) => n.caipNetworkId), [networks])
  const toEntry = useCallback(
    (wallet: CatalogueWallet): CatalogueEntry => ({
      wallet,
      imageUrl: wallet.image_url ?? (wallet.image_id && client ? walletImageUrl(client, wallet.image_id) : undefined),
    }),
    [client],
  )

  const [list, setList] = useState<ListState>(emptyList)
  const [term, setTerm] = useState('')
  const [results, setResults] = useState<ListState | undefined>(undefined)
  const inFlight = useRef(false)

  const loadMore = useCallback(async () => {
    if (inFlight.current || !client) return
    const current = list
    if (current.page > 0 && current.entries.length >= current.count) return
    inFlight.current = true
    setList((s) => ({ ...s, loading: true, error: false }))
    try {
      const { data, count } = await getWallets(client, { page: current.page + 1, chains })
      setList((s) => ({ entries: [...s.entries, ...data.map(toEntry)], count, page: s.page + 1, loading: false, error: false }))
    } catch {
      setList((s) => ({ ...s, loading: false, error: true }))
    } finally {
      inFlight.current = false
    }
  }, [list, client, chains, toEntry])

  useEffect(() => {
    if (client && list.page === 0 && !list.loading && !list.error) void loadMore()
  }, [client, list, loadMore])

  const search = term.trim()
  useEffect(() => {
    if (!search) return setResults(undefined)
    if (!client) return
    setResults((r) => ({ ...(r ?? emptyList), loading: true }))
    const controller = new AbortController()
    const timer = setTimeout(() => {
      // The settled term only, once per search (SPEC §7 wallet search event).
      void kit.analytics.sendEvent({ type: 'track', event: 'SEARCH_WALLET', properties: { search } })
      getWallets(client, { search, chains, signal: controller.signal })
        .then(({ data, count }) => setResults({ entries: data.map(toEntry), count, page: 1, loading: false, error: false }))
        .catch(() => !controller.signal.aborted && setResults({ ...emptyList, error: true }))
    }, SEARCH_MIN_WAIT_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [search, client, chains, toEntry, kit])

  const shown = results ?? list
  return {
    entries: shown.entries,
    count: shown.count,
    loading: shown.loading,
    error: shown.error,
    searching: results !== undefined,
    hasMore: results === undefined && (list.page === 0 || list.entries.length < list.count),
    term,
    setTerm,
    loadMore,
  }
}
