import { formatUnits } from 'viem'
import type { RouteContext } from '../http'
import type { LocalSolana } from '../local-chains'
import { direction, transfer, type HistoryTransaction } from './history-entry'

/** SOL transfers the local VM processed for an address, newest first, one entry per signature. */
export function solanaHistory(ctx: RouteContext, solana: LocalSolana, address: string): HistoryTransaction[] {
  const bySignature = new Map<string, HistoryTransaction>()
  for (const move of solana.transfersOf(address)) {
    const entry =
      bySignature.get(move.signature) ??
      ({
        id: `${move.signature}:${solana.caipNetworkId}`,
        metadata: {
          operationType: 'send',
          hash: move.signature,
          chain: solana.caipNetworkId,
          minedAt: move.at.toISOString(),
          sentFrom: move.from,
          sentTo: move.to,
          status: 'confirmed',
          nonce: move.slot,
        },
        transfers: [],
      } satisfies HistoryTransaction)
    entry.transfers.push(
      transfer(ctx, { name: 'Solana', symbol: 'SOL' }, direction(move.from, move.to, address), formatUnits(move.lamports, 9)),
    )
    entry.metadata.operationType = entry.transfers.every((t) => t.direction === 'in') ? 'receive' : 'send'
    bySignature.set(move.signature, entry)
  }
  return [...bySignature.values()].reverse()
}
