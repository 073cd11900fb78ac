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
    const list = [
      tx('all-spam', '2024-01-01', 'eip155:1', [transfer(true), transfer(true)]),
      tx('mixed', '2024-01-01', 'eip155:1', [transfer(true), transfer(false)]),
      tx('none', '2024-01-01', 'eip155:1', null),
    ]
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
      [
        2024,
        [
          [2, ['mar']],
          [0, ['jan-late', 'jan-early']],
        ],
      ],
      [2023, [[11, ['old']]]],
    ])
  })

  const shape = (groups: ReturnType<typeof groupTransactions>) =>
    groups.map((g) => [g.year, g.months.map((m) => [m.month, m.transactions.map((t) => t.id)])])

  test('behavior: months are cut in the given time zone, not UTC (New Year in New York)', () => {
    // 04:30 UTC on 1 January is still 23:30 on 31 December in New York (UTC-5 in winter).
    const list = [tx('nye-late', '2025-01-01T04:30:00Z'), tx('new-year', '2025-01-01T05:30:00Z'), tx('dec', '2024-12-15T12:00:00Z')]
    expect(shape(groupTransactions(list, { timeZone: 'America/New_York' }))).toEqual([
      [2025, [[0, ['new-year']]]],
      [2024, [[11, ['nye-late', 'dec']]]],
    ])
    expect(shape(groupTransactions(list, { timeZone: 'UTC' }))).toEqual([
      [2025, [[0, ['new-year', 'nye-late']]]],
      [2024, [[11, ['dec']]]],
    ])
  })

  test('behavior: east of UTC an entry late on the last day of a month UTC is already next month', () => {
    // 22:00 UTC on 30 April is 07:00 on 1 May in Tokyo (UTC+9).
    const list = [tx('a', '2024-04-30T22:00:00Z'), tx('b', '2024-04-30T10:00:00Z')]
    expect(shape(groupTransactions(list, { timeZone: 'Asia/Tokyo' }))).toEqual([
      [
        2024,
        [
          [4, ['a']],
          [3, ['b']],
        ],
      ],
    ])
  })

  test('default: the runtime time zone (Intl) is used when none is given', () => {
    const list = [tx('a', '2024-04-30T22:00:00Z'), tx('b', '2024-01-01T00:30:00Z')]
    expect(groupTransactions(list)).toEqual(groupTransactions(list, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }))
  })
})
