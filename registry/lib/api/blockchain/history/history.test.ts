import { describe, expect, test } from 'vitest'
import { filterTransactions } from './filter-transactions'
import { groupTransactions } from './group-transactions'
import type { Transaction, Transfer } from '../schemas/history'

const transfer = (spam?: boolean): Transfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  ...(spam === undefined ? {} : { nft_info: { flags: { is_spam: spam } } }),
})
const tx = (id: string, minedAt: string, chain = 'eip155:1', transfers: Transfer[] | null = [transfer()]): Transaction => ({
  id,
  metadata: { operationType: 'send', hash: '0x', chain, minedAt, sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', nonce: 0 },
  transfers,
})

describe('filterTransactions', () => {
  test('behavior: hides transactions whose transfers are all spam NFTs', () => {
    const list = [tx('all-spam', '2024-01-01', 'eip155:1', [transfer(true), transfer(true)]), tx('mixed', '2024-01-01', 'eip155:1', [transfer(true), transfer(false)]), tx('none', '2024-01-01', 'eip155:1', null)]
    expect(filterTransactions(list).map((t) => t.id)).toEqual(['mixed', 'none'])
  })
  test('behavior: filters to the connected chain', () => {
    const list = [tx('a', '2024-01-01', 'eip155:1'), tx('b', '2024-01-01', 'eip155:10')]
    expect(filterTransactions(list, { chainId: 'eip155:10' }).map((t) => t.id)).toEqual(['b'])
  })
})

describe('groupTransactions', () => {
  test('behavior: groups by year then month, newest first', () => {
    const groups = groupTransactions([
      tx('old', '2023-12-31T10:00:00Z'),
      tx('jan-early', '2024-01-02T00:00:00Z'),
      tx('mar', '2024-03-05T00:00:00Z'),
      tx('jan-late', '2024-01-20T00:00:00Z'),
    ])
    expect(groups.map((g) => [g.year, g.months.map((m) => [m.month, m.transactions.map((t) => t.id)])])).toEqual([
      [2024, [[2, ['mar']], [0, ['jan-late', 'jan-early']]]],
      [2023, [[11, ['old']]]],
    ])
  })
})
