import { createStore } from 'zustand/vanilla'
import { filterTransactions } from '@/registry/lib/api/blockchain/history/filter-transactions'
import { groupTransactions, type GroupedTransactions } from '@/registry/lib/api/blockchain/history/group-transactions'
import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'
import { createHistoryPageFetcher, type HistoryPageFetcher } from '@/registry/lib/state/history/history-source'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'

/** SPEC §9: at most 99 pending transactions are tracked. */
export const PENDING_TRANSACTIONS_LIMIT = 99

export type ActivityQuery = { account: string; chainId: string }
export type ActivityState = {
  query: ActivityQuery | null
  /** Visible entries, newest first: the connected chain only, all-spam-NFT transactions left out. */
  transactions: readonly Transaction[]
  /** Cursor of the next page; null at the end (and after a failure). */
  next: string | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  loadingMore: boolean
  /** The FetchTransactionsError of the last failure ('Failed to fetch transactions'). */
  error: unknown
}

/** The visible transactions grouped by year then month, as the Activity view lists them. */
export function selectActivityGroups(state: Pick<ActivityState, 'transactions'>): GroupedTransactions {
  return groupTransactions(state.transactions)
}

export type ActivityFlowDependencies = {
  fetchPage: HistoryPageFetcher
  /** Pending-entry polling interval; false or left out (the kit's default, SPEC §9) polls nothing. */
  pollIntervalMs?: number | false | undefined
}

const idle: ActivityState = { query: null, transactions: [], next: null, status: 'idle', loadingMore: false, error: undefined }

const sameQuery = (a: ActivityQuery | null, b: ActivityQuery) => a?.account === b.account && a.chainId === b.chainId

/** Keeps the first PENDING_TRANSACTIONS_LIMIT pending entries (the newest) and every settled one. */
function capPending(list: readonly Transaction[]): Transaction[] {
  let pending = 0
  return list.filter((t) => t.metadata.status !== 'pending' || ++pending <= PENDING_TRANSACTIONS_LIMIT)
}

/** A fresh first page over the shown list: known entries replaced by id (pending turns confirmed), new ones first. */
function merge(current: readonly Transaction[], fresh: readonly Transaction[]): Transaction[] {
  const byId = new Map(fresh.map((t) => [t.id, t]))
  const known = new Set(current.map((t) => t.id))
  return capPending([...fresh.filter((t) => !known.has(t.id)), ...current.map((t) => byId.get(t.id) ?? t)])
}

/**
 * The Activity tab: history of the connected account on the connected chain, paged by cursor,
 * pending entries refreshed by polling. Any failure empties the list and clears the cursor
 * (SPEC §8) and keeps the error for the view; `retry` loads the first page again.
 *
 * @example
 * const flow = createActivityFlow({ fetchPage })
 * await flow.load({ account, chainId: 'eip155:1' }); await flow.loadMore()
 */
export function createActivityFlow(dependencies: ActivityFlowDependencies) {
  const store = createStore<ActivityState>()(() => idle)
  // Answers to an older query (the account or chain changed meanwhile) are dropped.
  let generation = 0

  const fail = (error: unknown) => store.setState({ transactions: [], next: null, status: 'error', loadingMore: false, error })

  async function load(query: ActivityQuery, options: { force?: boolean } = {}): Promise<void> {
    const state = store.getState()
    if (!options.force && sameQuery(state.query, query) && state.status !== 'idle') return
    const run = ++generation
    store.setState({ ...idle, query, status: 'loading' })
    try {
      const page = await dependencies.fetchPage(query)
      if (run !== generation) return
      store.setState({
        transactions: capPending(filterTransactions(page.data, { chainId: query.chainId })),
        next: page.next,
        status: 'ready',
        error: undefined,
      })
    } catch (error) {
      if (run === generation) fail(error)
    }
  }

  async function loadMore(): Promise<void> {
    const { query, next, status, loadingMore } = store.getState()
    if (!query || !next || status !== 'ready' || loadingMore) return
    const run = generation
    store.setState({ loadingMore: true })
    try {
      const page = await dependencies.fetchPage({ ...query, cursor: next })
      if (run !== generation) return
      const known = new Set(store.getState().transactions.map((t) => t.id))
      const fresh = filterTransactions(page.data, { chainId: query.chainId }).filter((t) => !known.has(t.id))
      store.setState((s) => ({ transactions: capPending([...s.transactions, ...fresh]), next: page.next, loadingMore: false }))
    } catch (error) {
      if (run === generation) fail(error)
    }
  }

  /**
   * Reads the first page again and merges it: new transactions appear on top, pending ones
   * settle. With `onlyIfPending` (the poll) nothing is read unless a pending entry is shown.
   */
  async function refresh(options: { onlyIfPending?: boolean } = {}): Promise<void> {
    const { query, transactions, status } = store.getState()
    if (!query || status !== 'ready') return
    if (options.onlyIfPending && !transactions.some((t) => t.metadata.status === 'pending')) return
    const run = generation
    try {
      const page = await dependencies.fetchPage(query)
      if (run !== generation) return
      store.setState((s) => ({ transactions: merge(s.transactions, filterTransactions(page.data, { chainId: query.chainId })) }))
    } catch (error) {
      if (run === generation) fail(error)
    }
  }

  return {
    store,
    load,
    loadMore,
    refresh,
    retry: async () => {
      const { query } = store.getState()
      if (query) await load(query, { force: true })
    },
    reset: () => {
      generation += 1
      store.setState(idle)
    },
    /** Polls pending entries every `pollIntervalMs` when polling is on; returns the stop function. */
    startPolling(): () => void {
      const interval = dependencies.pollIntervalMs ?? false
      if (interval === false) return () => {}
      const timer = setInterval(() => void refresh({ onlyIfPending: true }), interval)
      return () => clearInterval(timer)
    },
  }
}

export type ActivityFlow = ReturnType<typeof createActivityFlow>

/** The kit's activity flow, created on first use (it ships in the activity view's lazy chunk). */
export const getActivityFlow = /* @__PURE__ */ perKit(
  (kit: WalletKit): ActivityFlow =>
    createActivityFlow({
      fetchPage: createHistoryPageFetcher(kit.clients.blockchainApi),
      pollIntervalMs: kit.options.store.getState().pendingTransactionsPollingMs,
    }),
)

/** @deprecated The name before accessors were all `getXFlow`: use getActivityFlow. */
export const activityFlowFor = getActivityFlow
