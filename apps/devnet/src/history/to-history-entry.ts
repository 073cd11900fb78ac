import { formatUnits, getAddress } from 'viem'
import { nftImageUrl } from './nft-metadata'
import type { IndexedTransaction } from './indexed-types'
import type { TokenInfos } from './token-info'
import type { RouteContext } from '../services/http'
import { direction, transfer, type HistoryTransaction, type Transfer } from '../services/routes/history-entry'

const zero = '0x0000000000000000000000000000000000000000'

function operationType(tx: IndexedTransaction, transfers: readonly Transfer[]): string {
  if (!tx.to) return 'deploy'
  if (transfers.length === 0) return 'execute'
  if (transfers.every((t) => 'nft_info' in t && t.direction === 'in') && tx.moves.some((m) => m.kind === 'erc721' && m.from === zero))
    return 'mint'
  return transfers.every((t) => t.direction === 'in') ? 'receive' : 'send'
}

/**
 * One indexed transaction as API.md's Transaction, seen from `me` (lower case): the native
 * value and the token moves that touch `me`, each with its direction; NFTs with `nft_info`
 * (name, preview image, spam flag), fungibles with `fungible_info` and an icon URL on this host.
 */
export function toHistoryEntry(
  ctx: RouteContext,
  caipNetworkId: string,
  tx: IndexedTransaction,
  me: string,
  tokens: TokenInfos,
): HistoryTransaction {
  const origin = `http://${ctx.headers.host ?? '127.0.0.1'}`
  const transfers: Transfer[] = []
  if (tx.value > 0n && (tx.from === me || tx.to === me))
    transfers.push(transfer(ctx, { name: 'Ether', symbol: 'ETH' }, direction(tx.from, tx.to, me), formatUnits(tx.value, 18)))
  for (const move of tx.moves) {
    if (move.from !== me && move.to !== me) continue
    const info = tokens.peek(move.contract)
    const dir = direction(move.from, move.to, me)
    if (move.kind === 'erc20') {
      transfers.push(
        transfer(
          ctx,
          { name: info?.name ?? 'Unknown token', symbol: info?.symbol ?? '?' },
          dir,
          formatUnits(move.value, info?.decimals ?? 18),
        ),
      )
      continue
    }
    const tokenId = move.tokenId.toString()
    const collection = info?.name ?? 'Unknown collection'
    const image = info?.slug ? nftImageUrl(origin, info.slug, tokenId) : undefined
    transfers.push({
      nft_info: {
        name: `${collection} #${tokenId}`,
        contract_address: getAddress(move.contract),
        token_id: tokenId,
        interface: 'erc721',
        collection: { name: collection },
        ...(image
          ? { content: { preview: { url: image, content_type: 'image/svg+xml' }, detail: { url: image, content_type: 'image/svg+xml' } } }
          : {}),
        flags: { is_spam: info?.spam ?? false },
      },
      direction: dir,
      quantity: { numeric: '1' },
    })
  }
  return {
    id: `${tx.hash}:${caipNetworkId}`,
    metadata: {
      operationType: operationType(tx, transfers),
      hash: tx.hash,
      chain: caipNetworkId,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: getAddress(tx.from),
      sentTo: getAddress(tx.to || tx.createdContract || zero),
      status: tx.status,
      nonce: tx.nonce,
    },
    transfers,
  }
}
