import { decodeEventLog, erc20Abi, formatUnits, getAddress, isAddress, type Block, type Log, type Transaction as ViemTransaction } from 'viem'
import { HttpError, json, type Route, type RouteContext } from '../http'
import { plainAddress, requireSupported, type LocalChains, type LocalEvmChain } from '../local-chains'
import { direction, transfer, type HistoryTransaction, type Transfer } from './history-entry'
import { solanaHistory } from './solana-history'

const pageSize = 10

/** Every mined transaction on one chain touching `me`, newest first, read block by block from the node. */
async function chainHistory(ctx: RouteContext, chain: LocalEvmChain, chains: LocalChains, me: string): Promise<HistoryTransaction[]> {
  const latest = await chain.client.getBlockNumber()
  const numbers = Array.from({ length: Number(latest) + 1 }, (_, i) => BigInt(i))
  const [blocks, logs] = await Promise.all([
    Promise.all(numbers.map((blockNumber) => chain.client.getBlock({ blockNumber, includeTransactions: true }))),
    chain.client.getLogs({ address: chains.erc20.address, fromBlock: 0n, toBlock: latest }),
  ])
  const tokenLogs = new Map<string, Array<{ from: string; to: string; value: bigint }>>()
  for (const log of logs as Log[]) {
    try {
      const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
      if (event.eventName !== 'Transfer' || !log.transactionHash) continue
      const entry = { from: event.args.from.toLowerCase(), to: event.args.to.toLowerCase(), value: event.args.value }
      tokenLogs.set(log.transactionHash, [...(tokenLogs.get(log.transactionHash) ?? []), entry])
    } catch {
      // Not a Transfer (Approval): not part of history's transfers.
    }
  }
  const touched: Array<{ block: Block<bigint, true>; tx: ViemTransaction }> = []
  for (const block of blocks) {
    for (const tx of block.transactions) {
      const moves = tokenLogs.get(tx.hash) ?? []
      if (tx.from.toLowerCase() === me || tx.to?.toLowerCase() === me || moves.some((m) => m.from === me || m.to === me)) touched.push({ block, tx })
    }
  }
  const receipts = await Promise.all(touched.map(({ tx }) => chain.client.getTransactionReceipt({ hash: tx.hash })))
  return touched
    .map(({ block, tx }, i): HistoryTransaction => {
      const from = tx.from.toLowerCase()
      const to = tx.to?.toLowerCase() ?? ''
      const transfers: Transfer[] = []
      if (tx.value > 0n && (from === me || to === me)) transfers.push(transfer(ctx, { name: 'Ether', symbol: 'ETH' }, direction(from, to, me), formatUnits(tx.value, 18)))
      for (const move of tokenLogs.get(tx.hash) ?? []) {
        if (move.from !== me && move.to !== me) continue
        transfers.push(transfer(ctx, chains.erc20, direction(move.from, move.to, me), formatUnits(move.value, chains.erc20.decimals)))
      }
      const operationType = !tx.to ? 'deploy' : transfers.length === 0 ? 'execute' : transfers.every((t) => t.direction === 'in') ? 'receive' : 'send'
      return {
        id: `${tx.hash}:${chain.caipNetworkId}`,
        metadata: {
          operationType,
          hash: tx.hash,
          chain: chain.caipNetworkId,
          minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
          sentFrom: getAddress(tx.from),
          sentTo: getAddress(tx.to ?? receipts[i]?.contractAddress ?? '0x0000000000000000000000000000000000000000'),
          status: receipts[i]?.status === 'reverted' ? 'failed' : 'confirmed',
          nonce: tx.nonce,
        },
        transfers,
      }
    })
    .reverse()
}

/** GET /v1/account/{address}/history: transactions the local nodes mined, paged by an opaque cursor. */
export function historyRoute(chains: LocalChains): Route {
  return {
    method: 'GET',
    path: '/v1/account/:address/history',
    requiresProjectId: true,
    async handle(ctx) {
      const address = plainAddress(ctx.params.address ?? '')
      const chainId = ctx.query.get('chainId')
      if (chainId) requireSupported(chains, chainId)
      const offset = Number(ctx.query.get('cursor') ?? '0')
      if (!Number.isInteger(offset) || offset < 0) throw new HttpError(400, 'Invalid cursor')
      let all: HistoryTransaction[]
      if (isAddress(address, { strict: false })) {
        const targets = chains.evm.filter((c) => !chainId || c.caipNetworkId === chainId)
        all = (await Promise.all(targets.map((c) => chainHistory(ctx, c, chains, address.toLowerCase())))).flat()
      } else {
        const solana = chains.solana && (!chainId || chainId === chains.solana.caipNetworkId) ? chains.solana : null
        all = solana ? solanaHistory(ctx, solana, address) : []
      }
      all.sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt))
      const data = all.slice(offset, offset + pageSize)
      return json({ data, next: offset + pageSize < all.length ? String(offset + pageSize) : null })
    },
  }
}
