import type { LocalEvmChain } from '../services/local-chains'
import type { IndexedTransaction } from './indexed-types'
import { readMoves } from './read-moves'
import type { TokenInfos } from './token-info'

type RawTx = { hash: `0x${string}`; from: string; to: string | null; value: string; nonce: string; transactionIndex: string }
type RawBlock = { number: string; hash: string; timestamp: string; transactions: RawTx[] }
type RawReceipt = {
  transactionHash: string
  status: string
  contractAddress: string | null
  logs: Array<{ address: string; topics: string[]; data: string }>
}

export type EvmIndexer = {
  /** Reads the blocks mined since the last call (all of them the first time); calls run one after another. */
  sync(): Promise<void>
  /** Mined transactions touching the address (sender, recipient, created contract or a token move), oldest first. */
  transactionsOf(address: string): readonly IndexedTransaction[]
  /** The next block number to read: the per-chain cursor. */
  cursor(): bigint
}

const hex = (n: bigint) => `0x${n.toString(16)}`

/**
 * Incremental history index of one EVM chain. Each sync reads only the blocks after the cursor,
 * in batched JSON-RPC chunks (blocks with transactions, then one eth_getBlockReceipts per
 * non-empty block for status and Transfer logs). If the block before the cursor changed (a
 * reorg or a node reset), the index is rebuilt from block 0.
 */
export function createEvmIndexer(chain: LocalEvmChain, tokens: TokenInfos, options: { chunk?: number } = {}): EvmIndexer {
  const chunk = BigInt(options.chunk ?? 1000)
  const rpc = <T>(method: string, params: unknown[]) => chain.client.request({ method, params } as never) as Promise<T>
  let next = 0n
  let lastHash: string | null = null
  let byAccount = new Map<string, IndexedTransaction[]>()
  let queue: Promise<void> = Promise.resolve()

  function add(tx: IndexedTransaction): void {
    const touched = new Set([tx.from, tx.to, tx.createdContract ?? '', ...tx.moves.flatMap((m) => [m.from, m.to])])
    touched.delete('')
    for (const address of touched) {
      const list = byAccount.get(address)
      if (list) list.push(tx)
      else byAccount.set(address, [tx])
    }
  }

  function reset(): void {
    next = 0n
    lastHash = null
    byAccount = new Map()
  }

  async function scan(): Promise<void> {
    const latest = BigInt(await rpc<string>('eth_blockNumber', []))
    if (latest + 1n < next) reset()
    else if (next > 0n && latest >= next) {
      const head = await rpc<RawBlock | null>('eth_getBlockByNumber', [hex(next - 1n), false])
      if (!head || head.hash !== lastHash) reset()
    }
    for (let start = next; start <= latest; start += chunk) {
      const end = start + chunk - 1n < latest ? start + chunk - 1n : latest
      const numbers = Array.from({ length: Number(end - start) + 1 }, (_, i) => start + BigInt(i))
      const blocks = await Promise.all(numbers.map((n) => rpc<RawBlock>('eth_getBlockByNumber', [hex(n), true])))
      const busy = blocks.filter((b) => b.transactions.length > 0)
      const receipts = await Promise.all(busy.map((b) => rpc<RawReceipt[]>('eth_getBlockReceipts', [b.number])))
      const contracts = new Set(receipts.flat().flatMap((r) => readMoves(r.logs).map((m) => m.contract)))
      // Token descriptions are read while indexing, so answering a request needs no chain call.
      await Promise.all([...contracts].map((c) => tokens.resolve(c)))
      busy.forEach((block, i) => {
        const byHash = new Map((receipts[i] ?? []).map((r) => [r.transactionHash, r]))
        for (const tx of block.transactions) {
          const receipt = byHash.get(tx.hash)
          add({
            hash: tx.hash,
            blockNumber: BigInt(block.number),
            index: Number(tx.transactionIndex),
            timestamp: Number(block.timestamp),
            from: tx.from.toLowerCase(),
            to: tx.to?.toLowerCase() ?? '',
            createdContract: receipt?.contractAddress?.toLowerCase() ?? null,
            value: BigInt(tx.value),
            nonce: Number(tx.nonce),
            status: receipt?.status === '0x0' ? 'failed' : 'confirmed',
            moves: readMoves(receipt?.logs ?? []),
          })
        }
      })
      next = end + 1n
      lastHash = blocks.at(-1)?.hash ?? lastHash
    }
  }

  return {
    sync() {
      const run = queue.then(scan)
      queue = run.catch(() => {})
      return run
    },
    transactionsOf: (address) => byAccount.get(address.toLowerCase()) ?? [],
    cursor: () => next,
  }
}
