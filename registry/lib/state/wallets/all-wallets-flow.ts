import { createStore } from 'zustand/vanilla'
import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { getWallets } from '@/registry/lib/api/catalogue/get-wallets'
import { walletImageUrl } from '@/registry/lib/api/catalogue/image-urls'
import type { CatalogueWallet } from '@/registry/lib/api/catalogue/schemas'
import { track } from '@/registry/lib/state/analytics/track'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/** SPEC §9: a search waits at least 300 ms after the last keystroke. */
export const SEARCH_MIN_WAIT_MS = 300
/** SPEC §9: only the first 20 images load up front; the rest when their row is visible. */
export const EAGER_IMAGES = 20

export type CatalogueEntry = { wallet: CatalogueWallet; imageUrl: string | undefined }
export type CatalogueList = { entries: CatalogueEntry[]; count: number; page: number; loading: boolean; error: boolean }
export type AllWalletsState = {
  /** The pages of 40 loaded so far. */
  list: CatalogueList
  /** What the user typed, as typed. */
  term: string
  /** The search's results while a (trimmed) term is set; undefined otherwise. */
  results: CatalogueList | undefined
}

const emptyList: CatalogueList = { entries: [], count: 0, page: 0, loading: false, error: false }

/**
 * The catalogue behind AllWallets (SPEC §7, §9): pages of 40 on demand, the first as soon as the
 * kit's catalogue client has loaded, and a search of 100 results with the trimmed term once the
 * user has paused for 300 ms (one SEARCH_WALLET event per settled term; a newer term aborts the
 * older request). One flow per open view: `start()` begins, the function it returns ends it.
 *
 * @example
 * const flow = createAllWalletsFlow(kit)
 * const stop = flow.start()
 * flow.setTerm('zen')
 */
export function createAllWalletsFlow(kit: WalletKitStores) {
  const store = createStore<AllWalletsState>(() => ({ list: emptyList, term: '', results: undefined }))
  let client: CatalogueClient | undefined
  // Bumped by start and stop: work begun under an older run writes nothing.
  let run = 0
  let inFlight = false
  let searched = ''
  let cancelSearch: () => void = () => {}

  const chains = () => kit.networks.store.getState().networks.map((network) => network.caipNetworkId)
  const toEntry = (wallet: CatalogueWallet): CatalogueEntry => ({
    wallet,
    imageUrl: wallet.image_url ?? (wallet.image_id && client ? walletImageUrl(client, wallet.image_id) : undefined),
  })
  const setList = (update: (list: CatalogueList) => CatalogueList) => store.setState((state) => ({ list: update(state.list) }))

  /** Loads the next page (nothing while one loads, or once every wallet is in). */
  async function loadMore(): Promise<void> {
    const current = store.getState().list
    if (inFlight || !client || (current.page > 0 && current.entries.length >= current.count)) return
    const mine = run
    inFlight = true
    setList((list) => ({ ...list, loading: true, error: false }))
    try {
      const { data, count } = await getWallets(client, { page: current.page + 1, chains: chains() })
      if (mine === run)
        setList((list) => ({ entries: [...list.entries, ...data.map(toEntry)], count, page: list.page + 1, loading: false, error: false }))
    } catch {
      if (mine === run) setList((list) => ({ ...list, loading: false, error: true }))
    } finally {
      inFlight = false
    }
  }

  function search(term: string): void {
    cancelSearch()
    searched = term
    if (!term) return store.setState({ results: undefined })
    if (!client) return
    const loaded = client
    const mine = run
    store.setState((state) => ({ results: { ...(state.results ?? emptyList), loading: true } }))
    const controller = new AbortController()
    const timer = setTimeout(() => {
      track(kit.analytics, { event: 'SEARCH_WALLET', properties: { search: term } })
      getWallets(loaded, { search: term, chains: chains(), signal: controller.signal }).then(
        ({ data, count }) =>
          mine === run &&
          !controller.signal.aborted &&
          store.setState({ results: { entries: data.map(toEntry), count, page: 1, loading: false, error: false } }),
        () => mine === run && !controller.signal.aborted && store.setState({ results: { ...emptyList, error: true } }),
      )
    }, SEARCH_MIN_WAIT_MS)
    cancelSearch = () => {
      clearTimeout(timer)
      controller.abort()
    }
  }

  /** The user typed: a new trimmed term searches again (after the pause); spaces alone do not. */
  function setTerm(term: string): void {
    store.setState({ term })
    if (term.trim() !== searched) search(term.trim())
  }

  function start(): () => void {
    const mine = ++run
    void kit.clients.catalogue().then(
      (loaded) => {
        if (mine !== run) return
        client = loaded
        const { list } = store.getState()
        if (list.page === 0 && !list.loading && !list.error) void loadMore()
        if (searched) search(searched)
      },
      () => undefined,
    )
    // Other networks, other wallets: a search in progress asks again.
    const offNetworks = kit.networks.store.subscribe((state, previous) => {
      if (state.networks !== previous.networks && searched) search(searched)
    })
    return () => {
      if (mine !== run) return
      run += 1
      offNetworks()
      cancelSearch()
    }
  }

  return { store, start, loadMore, setTerm }
}

export type AllWalletsFlow = ReturnType<typeof createAllWalletsFlow>
