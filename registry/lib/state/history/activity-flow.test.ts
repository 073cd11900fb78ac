import { afterEach, describe, expect, test, vi } from 'vitest'
import { createActivityFlow, selectActivityGroups } from './activity-flow'
import { PENDING_POLL_INTERVAL_MS } from './pending-polling'
import { FetchTransactionsError } from '@/registry/lib/errors/account'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
import type { History, Transaction } from '@/registry/lib/api/blockchain/schemas/history'

const query = { account: '0xabc', chainId: 'eip155:31337' }

const tx = (
  id: string,
  options: { chain?: string; status?: Transaction['metadata']['status']; spam?: boolean; minedAt?: string } = {},
): Transaction => ({
  id,
  metadata: {
    operationType: 'send',
    hash: id,
    chain: options.chain ?? 'eip155:31337',
    minedAt: options.minedAt ?? '2026-11-01T00:00:00Z',
    sentFrom: '0xa',
    sentTo: '0xb',
    status: options.status ?? 'confirmed',
    nonce: 0,
  },
  transfers: [
    options.spam
      ? { direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }
      : { direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } },
  ],
})

/** A history the flow pages through: pages by cursor, or an error to throw. */
function pages(answers: Record<string, History | Error>) {
  const calls: Array<string | undefined> = []
  const fetchPage = async ({ cursor }: { cursor?: string | undefined }) => {
    calls.push(cursor)
    const answer = answers[cursor ?? 'first']
    if (!answer) throw new Error(`no page ${cursor}`)
    if (answer instanceof Error) throw answer
    return answer
  }
  return { fetchPage, calls }
}

afterEach(() => vi.useRealTimers())

describe('createActivityFlow', () => {
  test('default: loads the first page, keeps the cursor, hides all-spam NFT transactions and other chains', async () => {
    const { fetchPage } = pages({ first: { data: [tx('a'), tx('spam', { spam: true }), tx('other', { chain: 'eip155:1' })], next: 'c1' } })
    const flow = createActivityFlow({ fetchPage })
    await flow.load(query)
    expect(flow.store.getState()).toMatchObject({ status: 'ready', next: 'c1', query })
    expect(flow.store.getState().transactions.map((t) => t.id)).toEqual(['a'])
  })

  test('parameters: cursor, loadMore appends the next page until next is null', async () => {
    const { fetchPage, calls } = pages({ first: { data: [tx('a')], next: 'c1' }, c1: { data: [tx('b'), tx('a')], next: null } })
    const flow = createActivityFlow({ fetchPage })
    await flow.load(query)
    await flow.loadMore()
    await flow.loadMore()
    expect(calls).toEqual([undefined, 'c1'])
    expect(flow.store.getState()).toMatchObject({ next: null, loadingMore: false })
    expect(flow.store.getState().transactions.map((t) => t.id)).toEqual(['a', 'b'])
  })

  test("behavior: a failure empties the list, clears the cursor and reads 'Failed to fetch transactions'; retry recovers", async () => {
    const answers: Record<string, History | Error> = {
      first: { data: [tx('a')], next: 'c1' },
      c1: new FetchTransactionsError({ cause: new Error('HTTP status code: 500') }),
    }
    const flow = createActivityFlow(pages(answers))
    await flow.load(query)
    await flow.loadMore()
    const failed = flow.store.getState()
    expect(failed).toMatchObject({ status: 'error', transactions: [], next: null })
    expect(toUserMessage(failed.error, 'fallback')).toBe('Failed to fetch transactions')
    answers.c1 = { data: [], next: null }
    await flow.retry()
    expect(flow.store.getState()).toMatchObject({ status: 'ready', next: 'c1', error: undefined })
    expect(flow.store.getState().transactions.map((t) => t.id)).toEqual(['a'])
  })

  test('behavior: an answer for an older account is dropped', async () => {
    let release: (h: History) => void = () => {}
    const slow = new Promise<History>((resolve) => (release = resolve))
    const flow = createActivityFlow({ fetchPage: async ({ account }) => (account === 'old' ? slow : { data: [tx('new')], next: null }) })
    const first = flow.load({ account: 'old', chainId: query.chainId })
    await flow.load(query)
    release({ data: [tx('old')], next: null })
    await first
    expect(flow.store.getState().transactions.map((t) => t.id)).toEqual(['new'])
  })

  test('behavior: without a polling interval (the kit default, SPEC §9) pending entries are not polled', async () => {
    vi.useFakeTimers()
    const { fetchPage, calls } = pages({ first: { data: [tx('p', { status: 'pending' })], next: null } })
    const flow = createActivityFlow({ fetchPage })
    await flow.load(query)
    const stop = flow.startPolling()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(calls).toHaveLength(1)
    stop()
  })

  test('behavior: with polling on, pending entries are polled every 30000 ms until they settle; no request without pending ones', async () => {
    vi.useFakeTimers()
    const answers: Record<string, History | Error> = { first: { data: [tx('p', { status: 'pending' }), tx('a')], next: null } }
    const { fetchPage, calls } = pages(answers)
    const flow = createActivityFlow({ fetchPage, pollIntervalMs: PENDING_POLL_INTERVAL_MS })
    await flow.load(query)
    const stop = flow.startPolling()
    answers.first = { data: [tx('n'), tx('p'), tx('a')], next: null }
    await vi.advanceTimersByTimeAsync(29_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(flow.store.getState().transactions.map((t) => [t.id, t.metadata.status])).toEqual([
      ['n', 'confirmed'],
      ['p', 'confirmed'],
      ['a', 'confirmed'],
    ])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(2)
    stop()
  })

  test('behavior: at most 99 pending transactions are kept', async () => {
    const many = Array.from({ length: 120 }, (_, i) => tx(`p${i}`, { status: 'pending' }))
    const flow = createActivityFlow(pages({ first: { data: [...many, tx('a')], next: null } }))
    await flow.load(query)
    const shown = flow.store.getState().transactions
    expect(shown.filter((t) => t.metadata.status === 'pending')).toHaveLength(99)
    expect(shown.at(-1)?.id).toBe('a')
  })

  test('behavior: refresh puts new transactions on top without resetting the list', async () => {
    const answers: Record<string, History | Error> = { first: { data: [tx('a')], next: 'c1' }, c1: { data: [tx('b')], next: null } }
    const flow = createActivityFlow(pages(answers))
    await flow.load(query)
    await flow.loadMore()
    answers.first = { data: [tx('new'), tx('a')], next: 'c1' }
    await flow.refresh()
    expect(flow.store.getState().transactions.map((t) => t.id)).toEqual(['new', 'a', 'b'])
  })
})

describe('selectActivityGroups', () => {
  test('default: the visible transactions by year, then month, newest first', () => {
    const groups = selectActivityGroups({
      transactions: [tx('b', { minedAt: '2026-11-02T00:00:00Z' }), tx('a', { minedAt: '2025-03-01T00:00:00Z' })],
    })
    expect(groups.map((g) => [g.year, g.months.map((m) => [m.month, m.transactions.map((t) => t.id)])])).toEqual([
      [2026, [[10, ['b']]]],
      [2025, [[2, ['a']]]],
    ])
  })
})
