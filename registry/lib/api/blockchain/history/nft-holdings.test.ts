import { describe, expect, test } from 'vitest'
import { nftHoldings } from './nft-holdings'
import type { Transaction, Transfer } from '../schemas/history'

const nft = (token: string, direction: Transfer['direction'], options: { spam?: boolean; contract?: string } = {}): Transfer => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: {
    name: `N #${token}`,
    contract_address: options.contract ?? '0xAA',
    token_id: token,
    flags: { is_spam: options.spam ?? false },
  },
})
const tx = (minedAt: string, transfers: Transfer[], chain = 'eip155:1'): Transaction => ({
  id: minedAt,
  metadata: { operationType: 'x', hash: '0x', chain, minedAt, sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', nonce: 0 },
  transfers,
})

describe('nftHoldings', () => {
  test('default: received minus sent, newest received first', () => {
    const holdings = nftHoldings([
      tx('2026-03-01', [nft('1', 'out')]),
      tx('2026-02-01', [nft('2', 'in')]),
      tx('2026-01-01', [nft('1', 'in'), nft('3', 'in')]),
    ])
    expect(holdings.map((h) => h.tokenId)).toEqual(['2', '3'])
  })
  test('behavior: spam NFTs and self transfers are left out; fungible transfers ignored', () => {
    const fungible: Transfer = { direction: 'in', quantity: { numeric: '5' }, fungible_info: { symbol: 'ETH' } }
    expect(nftHoldings([tx('2026-01-01', [nft('1', 'in', { spam: true }), nft('2', 'self'), fungible])])).toEqual([])
  })
  test('behavior: the same token id in two contracts or on two chains is two NFTs; contract case does not matter', () => {
    const holdings = nftHoldings([
      tx('2026-01-02', [nft('1', 'in', { contract: '0xBB' }), nft('1', 'in')]),
      tx('2026-01-01', [nft('1', 'in', { contract: '0xaa' })], 'eip155:10'),
      tx('2026-01-03', [nft('1', 'out', { contract: '0xbb' })]),
    ])
    expect(holdings.map((h) => h.key)).toEqual(['eip155:1:0xaa:1', 'eip155:10:0xaa:1'])
  })
})
