import { compareKeys, type EntryKey, type HistoryIndex } from '../../history/history-index'
import { HttpError, json, type Route } from '../http'
import { withFaults } from './faults'
import { plainAddress, requireSupported, type LocalChains } from '../local-chains'
import type { BitcoinLedger } from '../bitcoin-ledger'
import type { PolkadotLedger } from '../polkadot-ledger'
import { direction, transfer, type HistoryTransaction } from './history-entry'

const pageSize = 10

function encodeCursor(key: EntryKey): string {
  return `${key.time}_${key.chain}_${key.block}_${key.index}`
}

function decodeCursor(cursor: string): EntryKey {
  const match = /^(-?\d{1,16}(?:\.\d{1,6})?)_(\d{1,4})_(\d{1,20})_(-?\d{1,9})$/.exec(cursor)
  if (!match) throw new HttpError(400, 'Invalid cursor')
  return { time: Number(match[1]), chain: Number(match[2]), block: BigInt(match[3] ?? '0'), index: Number(match[4]) }
}

/**
 * GET /v1/account/{address}/history: what the local chains did for the address, newest first,
 * ten per page. `cursor` is opaque to clients (the sort key of the last entry sent), so a page
 * stays correct when new transactions arrive meanwhile. `chainId` narrows to one network;
 * `onramp=<provider>` answers the on-ramp purchases recorded in `history.onramp` instead.
 * Tests can make it fail through /dev/faults (path '/v1/account/:address/history').
 */
export function historyRoute(chains: LocalChains, history: HistoryIndex, bitcoin?: BitcoinLedger, polkadot?: PolkadotLedger): Route {
  const route: Route = {
    method: 'GET',
    path: '/v1/account/:address/history',
    requiresProjectId: true,
    async handle(ctx) {
      const address = plainAddress(ctx.params.address ?? '')
      const chainId = ctx.query.get('chainId')
      // bip122: the Bitcoin ledger stand-in's transfers, newest first, all on one page.
      if (bitcoin && chainId?.startsWith('bip122:')) {
        const data: HistoryTransaction[] = bitcoin.historyOf(chainId, address).map((t) => ({
          id: t.txid,
          metadata: {
            operationType: direction(t.from, t.to, address) === 'in' ? 'receive' : 'send',
            hash: t.txid,
            chain: chainId,
            minedAt: new Date(t.at).toISOString(),
            sentFrom: t.from,
            sentTo: t.to,
            status: 'confirmed',
            nonce: 0,
          },
          transfers: [
            transfer(ctx, { name: 'Bitcoin', symbol: 'BTC' }, direction(t.from, t.to, address), (Number(t.amount) / 1e8).toString()),
          ],
        }))
        return json({ data, next: null })
      }
      // polkadot: the ledger stand-in keeps balances only, so the history is empty (not an unsupported chain).
      if (polkadot && chainId && polkadot.isLedgerChain(chainId)) return json({ data: [], next: null })
      if (chainId) requireSupported(chains, chainId)
      const cursor = ctx.query.get('cursor')
      const after = cursor ? decodeCursor(cursor) : null
      const onramp = ctx.query.get('onramp') || undefined
      const all = await history.entries(ctx, { address, chainId: chainId ?? undefined, onramp })
      const rest = after ? all.filter((e) => compareKeys(e.key, after) < 0) : all
      const page = rest.slice(0, pageSize)
      const last = page.at(-1)
      return json({ data: page.map((e) => e.entry), next: rest.length > pageSize && last ? encodeCursor(last.key) : null })
    },
  }
  return withFaults(chains, [route])[0] ?? route
}
