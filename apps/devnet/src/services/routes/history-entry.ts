import { priceOf } from '../../fixtures/prices'
import type { RouteContext } from '../http'

// The Transaction and Transfer shapes of API.md §2, shared by the EVM and the Solana history.
export type Transfer = { fungible_info: { name: string; symbol: string; icon: { url: string } }; direction: 'in' | 'out' | 'self'; quantity: { numeric: string }; value: number; price: number }
export type HistoryTransaction = {
  id: string
  metadata: { operationType: string; hash: string; chain: string; minedAt: string; sentFrom: string; sentTo: string; status: 'confirmed' | 'failed'; nonce: number }
  transfers: Transfer[]
}

export function direction(from: string, to: string, me: string): 'in' | 'out' | 'self' {
  if (from === me && to === me) return 'self'
  return from === me ? 'out' : 'in'
}

export function transfer(ctx: RouteContext, token: { name: string; symbol: string }, dir: Transfer['direction'], amount: string): Transfer {
  const price = priceOf(token.symbol)
  const icon = { url: `http://${ctx.headers.host ?? '127.0.0.1'}/public/getTokenImage/${token.symbol}` }
  return { fungible_info: { ...token, icon }, direction: dir, quantity: { numeric: amount }, value: Number(amount) * price, price }
}

