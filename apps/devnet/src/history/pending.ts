import type { LocalEvmChain } from '../services/local-chains'
import type { IndexedMove, IndexedTransaction } from './indexed-types'
import type { TokenInfos } from './token-info'

type PoolTx = { hash: `0x${string}`; from: string; to: string | null; value: string; nonce: string; input: string }
type PoolContent = { pending?: Record<string, Record<string, PoolTx>> }

const word = (input: string, i: number) => input.slice(10 + i * 64, 10 + (i + 1) * 64)
const wordAddress = (input: string, i: number) => `0x${word(input, i).slice(24)}`.toLowerCase()

/**
 * What a pending call will move, read from its calldata: ERC-20 `transfer`, and `transferFrom` /
 * `safeTransferFrom` on a contract known to be ERC-721 or ERC-20 (they share the selector).
 */
async function pendingMoves(tx: PoolTx, tokens: TokenInfos): Promise<IndexedMove[]> {
  const contract = tx.to?.toLowerCase()
  const selector = tx.input.slice(0, 10)
  if (!contract || tx.input.length < 10 + 64 * 2) return []
  if (selector === '0xa9059cbb')
    return [{ kind: 'erc20', contract, from: tx.from.toLowerCase(), to: wordAddress(tx.input, 0), value: BigInt(`0x${word(tx.input, 1)}`) }]
  if (!['0x23b872dd', '0x42842e0e', '0xb88d4fde'].includes(selector) || tx.input.length < 10 + 64 * 3) return []
  const info = await tokens.resolve(contract).catch(() => undefined)
  const [from, to, amount] = [wordAddress(tx.input, 0), wordAddress(tx.input, 1), BigInt(`0x${word(tx.input, 2)}`)]
  if (info?.kind === 'erc721') return [{ kind: 'erc721', contract, from, to, tokenId: amount }]
  if (info?.kind === 'erc20' && selector === '0x23b872dd') return [{ kind: 'erc20', contract, from, to, value: amount }]
  return []
}

/**
 * The node's mempool (txpool_content) as pending history entries touching `address`. `firstSeen`
 * keeps the time each hash was first reported, so a pending entry keeps its date across polls.
 */
export async function pendingTransactions(
  chain: LocalEvmChain,
  tokens: TokenInfos,
  address: string,
  firstSeen: Map<string, number>,
): Promise<IndexedTransaction[]> {
  const me = address.toLowerCase()
  const pool = (await chain.client.request({ method: 'txpool_content', params: [] } as never)) as PoolContent
  const txs = Object.values(pool.pending ?? {}).flatMap((byNonce) => Object.values(byNonce))
  const entries = await Promise.all(
    txs.map(async (tx): Promise<IndexedTransaction | null> => {
      const moves = await pendingMoves(tx, tokens)
      const touches = tx.from.toLowerCase() === me || tx.to?.toLowerCase() === me || moves.some((m) => m.from === me || m.to === me)
      if (!touches) return null
      const seen = firstSeen.get(tx.hash) ?? Math.floor(Date.now() / 1000)
      firstSeen.set(tx.hash, seen)
      return {
        hash: tx.hash,
        blockNumber: -1n,
        index: Number(tx.nonce),
        timestamp: seen,
        from: tx.from.toLowerCase(),
        to: tx.to?.toLowerCase() ?? '',
        createdContract: null,
        value: BigInt(tx.value),
        nonce: Number(tx.nonce),
        status: 'pending',
        moves,
      }
    }),
  )
  return entries.filter((e): e is IndexedTransaction => e !== null)
}
