import { isAddress } from 'viem'
import type { RouteContext } from '../services/http'
import type { LocalChains, LocalEvmChain } from '../services/local-chains'
import type { HistoryTransaction } from '../services/routes/history-entry'
import { transfer } from '../services/routes/history-entry'
import { solanaHistory } from '../services/routes/solana-history'
import { createEvmIndexer, type EvmIndexer } from './evm-indexer'
import type { IndexedTransaction } from './indexed-types'
import { createOnrampEntries, type OnrampEntries, type OnrampPurchase } from './onramp-entries'
import { pendingTransactions } from './pending'
import { toHistoryEntry } from './to-history-entry'
import { createTokenInfos, type TokenInfos } from './token-info'

/** Sort key: newest first by time, then chain, block and position; pending entries sort as the newest block. */
export type EntryKey = { time: number; chain: number; block: bigint; index: number }

export type KeyedEntry = { key: EntryKey; entry: HistoryTransaction }

export type HistoryQuery = { address: string; chainId?: string | undefined; onramp?: string | undefined }

export type HistoryIndex = {
  /** Every entry for the query, newest first (mined and pending from the chains, or on-ramp purchases when `onramp` is set). */
  entries(ctx: RouteContext, query: HistoryQuery): Promise<KeyedEntry[]>
  /** Where the on-ramp stand-in records purchases (see OnrampEntries.record). */
  onramp: OnrampEntries
  /** Brings every EVM chain's index up to its latest block. */
  sync(): Promise<void>
  /**
   * Keeps the indexes following the chains (a sync every `intervalMs`), so a request finds
   * new blocks already read; returns the function that stops it.
   */
  follow(intervalMs?: number): () => void
}

type ChainIndex = { chain: LocalEvmChain; position: number; tokens: TokenInfos; indexer: EvmIndexer; firstSeen: Map<string, number> }

const pendingBlock = 2n ** 63n

function onrampEntry(ctx: RouteContext, purchase: OnrampPurchase): HistoryTransaction {
  return {
    id: `${purchase.id}:${purchase.chain}`,
    metadata: {
      operationType: 'buy',
      hash: purchase.id,
      chain: purchase.chain,
      minedAt: (purchase.at ?? new Date()).toISOString(),
      sentFrom: 'onramp',
      sentTo: purchase.address,
      status: purchase.status,
      nonce: 0,
    },
    transfers: [transfer(ctx, { name: purchase.name ?? purchase.symbol, symbol: purchase.symbol }, 'in', purchase.amount)],
  }
}

/**
 * The history behind GET /v1/account/{address}/history: an incremental index per EVM chain
 * (blocks are read once; each request reads only the blocks mined since the last one), the
 * node's mempool for pending entries, the Solana VM's transfer list, and on-ramp purchases.
 */
export function createHistoryIndex(chains: LocalChains): HistoryIndex {
  const onramp = createOnrampEntries()
  const indexes: ChainIndex[] = chains.evm.map((chain, position) => {
    const tokens = createTokenInfos(chain.client, { erc20: chains.erc20, collectibles: chains.collectibles ?? [] })
    return { chain, position, tokens, indexer: createEvmIndexer(chain, tokens), firstSeen: new Map() }
  })

  async function evmEntries(ctx: RouteContext, index: ChainIndex, me: string): Promise<KeyedEntry[]> {
    const [, pending] = await Promise.all([index.indexer.sync(), pendingTransactions(index.chain, index.tokens, me, index.firstSeen)])
    const mined = index.indexer.transactionsOf(me)
    const minedHashes = new Set(mined.map((t) => t.hash))
    const all: IndexedTransaction[] = [...mined, ...pending.filter((p) => !minedHashes.has(p.hash))]
    return all.map((tx) => ({
      key: { time: tx.timestamp, chain: index.position, block: tx.status === 'pending' ? pendingBlock : tx.blockNumber, index: tx.index },
      entry: toHistoryEntry(ctx, index.chain.caipNetworkId, tx, me, index.tokens),
    }))
  }

  const sync = async () => {
    await Promise.all(indexes.map((i) => i.indexer.sync()))
  }
  return {
    onramp,
    sync,
    follow(intervalMs = 500) {
      if (indexes.length === 0) return () => {}
      let busy = false
      const timer = setInterval(() => {
        if (busy) return
        busy = true
        // A node that is going away fails a sync; the next request syncs (and reports) again.
        sync()
          .catch(() => {})
          .finally(() => (busy = false))
      }, intervalMs)
      timer.unref()
      return () => clearInterval(timer)
    },
    async entries(ctx, { address, chainId, onramp: provider }) {
      let keyed: KeyedEntry[]
      if (provider) {
        keyed = onramp
          .entriesOf(address, (purchase) => onrampEntry(ctx, purchase))
          .filter((e) => !chainId || e.metadata.chain === chainId)
          .map((entry, i) => ({ key: { time: Date.parse(entry.metadata.minedAt) / 1000, chain: 0, block: 0n, index: -i }, entry }))
      } else if (isAddress(address, { strict: false })) {
        const targets = indexes.filter((i) => !chainId || i.chain.caipNetworkId === chainId)
        keyed = (await Promise.all(targets.map((i) => evmEntries(ctx, i, address.toLowerCase())))).flat()
      } else {
        const solana = chains.solana && (!chainId || chainId === chains.solana.caipNetworkId) ? chains.solana : null
        // The VM's list is already in memory; its order (oldest first) is the position.
        const list = solana ? solanaHistory(ctx, solana, address).reverse() : []
        keyed = list.map((entry, i) => ({
          key: { time: Date.parse(entry.metadata.minedAt) / 1000, chain: indexes.length, block: BigInt(entry.metadata.nonce), index: i },
          entry,
        }))
      }
      return keyed.sort((a, b) => compareKeys(b.key, a.key))
    },
  }
}

/** Ascending order of two keys (callers reverse it for newest first). */
export function compareKeys(a: EntryKey, b: EntryKey): number {
  if (a.time !== b.time) return a.time - b.time
  if (a.chain !== b.chain) return a.chain - b.chain
  if (a.block !== b.block) return a.block < b.block ? -1 : 1
  return a.index - b.index
}
