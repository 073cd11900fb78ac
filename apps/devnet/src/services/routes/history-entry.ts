import { priceOf } from '../../fixtures/prices'
import type { RouteContext } from '../http'

// The Transaction and Transfer shapes of API.md §2, shared by the EVM and the Solana history.
export type FungibleTransfer = {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}
/** An NFT movement; beside API.md's name/content/flags it carries the contract, token id and collection as the public API does. */
export type NftTransfer = {
  nft_info: {
    name: string
    contract_address: string
    token_id: string
    interface: 'erc721'
    collection: { name: string }
    content?: { preview: { url: string; content_type: string }; detail: { url: string; content_type: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
}
export type Transfer = FungibleTransfer | NftTransfer
export type HistoryTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    chain: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce: number
  }
  transfers: Transfer[]
}

export function direction(from: string, to: string, me: string): 'in' | 'out' | 'self' {
  if (from === me && to === me) return 'self'
  return from === me ? 'out' : 'in'
}

export function transfer(
  ctx: RouteContext,
  token: { name: string; symbol: string },
  dir: Transfer['direction'],
  amount: string,
): FungibleTransfer {
  const price = priceOf(token.symbol)
  const icon = { url: `http://${ctx.headers.host ?? '127.0.0.1'}/public/getTokenImage/${token.symbol}` }
  return { fungible_info: { ...token, icon }, direction: dir, quantity: { numeric: amount }, value: Number(amount) * price, price }
}
