import { createStore } from 'zustand/vanilla'
import { nftHoldings, type NftHolding } from '@/registry/lib/api/blockchain/history/nft-holdings'
import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'
import { createHistoryPageFetcher, type HistoryPageFetcher } from '@/registry/lib/state/history/history-source'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'

/** History pages read to derive holdings; an account with more history shows what these pages hold. */
export const NFT_HISTORY_MAX_PAGES = 50

export type NftsQuery = { account: string; chainId: string }
export type NftsState = {
  query: NftsQuery | null
  holdings: readonly NftHolding[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The FetchTransactionsError of the last failure. */
  error: unknown
}

const idle: NftsState = { query: null, holdings: [], status: 'idle', error: undefined }

/**
 * The NFTs tab: the account's NFTs on the connected chain, derived from its history's NFT
 * transfers (received minus sent, spam left out), every page read in turn.
 *
 * @example
 * const flow = createNftsFlow({ fetchPage }); await flow.load({ account, chainId: 'eip155:1' })
 */
export function createNftsFlow(dependencies: { fetchPage: HistoryPageFetcher; maxPages?: number | undefined }) {
  const store = createStore<NftsState>()(() => idle)
  let generation = 0

  async function load(query: NftsQuery, options: { force?: boolean } = {}): Promise<void> {
    const state = store.getState()
    if (
      !options.force &&
      state.query?.account === query.account &&
      state.query.chainId === query.chainId &&
      state.status !== 'idle' &&
      state.status !== 'error'
    )
      return
    const run = ++generation
    // A reload keeps the shown holdings until the new ones are known.
    store.setState({ query, status: state.holdings.length > 0 && options.force ? state.status : 'loading', error: undefined })
    try {
      const transactions: Transaction[] = []
      let cursor: string | undefined
      for (let page = 0; page < (dependencies.maxPages ?? NFT_HISTORY_MAX_PAGES); page++) {
        const result = await dependencies.fetchPage({ ...query, cursor })
        if (run !== generation) return
        transactions.push(...result.data.filter((t) => t.metadata.chain === query.chainId))
        if (!result.next) break
        cursor = result.next
      }
      store.setState({ holdings: nftHoldings(transactions), status: 'ready' })
    } catch (error) {
      if (run === generation) store.setState({ holdings: [], status: 'error', error })
    }
  }

  return {
    store,
    load,
    retry: async () => {
      const { query } = store.getState()
      if (query) await load(query, { force: true })
    },
    reset: () => {
      generation += 1
      store.setState(idle)
    },
  }
}

export type NftsFlow = ReturnType<typeof createNftsFlow>

/** The kit's NFTs flow, created on first use (it ships in the NFTs view's lazy chunk). */
export const getNftsFlow = /* @__PURE__ */ perKit(
  (kit: WalletKit): NftsFlow => createNftsFlow({ fetchPage: createHistoryPageFetcher(kit.clients.blockchainApi) }),
)

/** @deprecated The name before accessors were all `getXFlow`: use getNftsFlow. */
export const nftsFlowFor = getNftsFlow
