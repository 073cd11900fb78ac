import { describe, expect, test } from 'vitest'
import { createNftsFlow } from './nfts-flow'
import { FetchTransactionsError } from '@/registry/lib/errors/account'
import type { History, Transaction, Transfer } from '@/registry/lib/api/blockchain/schemas/history'

const nft = (id: string, direction: Transfer['direction'], spam = false): Transfer => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: {
    name: `Dev #${id}`,
    contract_address: '0xC0',
    token_id: id,
    collection: { name: 'Dev' },
    content: { preview: { url: `http://img/${id}` } },
    flags: { is_spam: spam },
  },
})
const tx = (id: string, transfers: Transfer[], minedAt = '2026-11-01T00:00:00Z'): Transaction => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: id,
    chain: 'eip155:31337',
    minedAt,
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'confirmed',
    nonce: 0,
  },
  transfers,
})

describe('createNftsFlow', () => {
  test('default: reads every page and derives holdings (received minus sent, spam hidden)', async () => {
    const answers: Record<string, History> = {
      first: { data: [tx('t3', [nft('2', 'out')], '2026-11-03T00:00:00Z')], next: 'c1' },
      c1: {
        data: [
          tx('t2', [nft('2', 'in'), nft('9', 'in', true)], '2026-11-02T00:00:00Z'),
          tx('t1', [nft('1', 'in')], '2026-11-01T00:00:00Z'),
        ],
        next: null,
      },
    }
    const flow = createNftsFlow({ fetchPage: async ({ cursor }) => answers[cursor ?? 'first']! })
    await flow.load({ account: '0xme', chainId: 'eip155:31337' })
    expect(flow.store.getState().status).toBe('ready')
    expect(flow.store.getState().holdings.map((h) => [h.name, h.tokenId, h.collection, h.image])).toEqual([
      ['Dev #1', '1', 'Dev', 'http://img/1'],
    ])
  })

  test('behavior: a failure shows no holdings and keeps the error; retry recovers', async () => {
    let fail = true
    const flow = createNftsFlow({
      fetchPage: async () => {
        if (fail) throw new FetchTransactionsError({ cause: new Error('HTTP status code: 500') })
        return { data: [tx('t1', [nft('1', 'in')])], next: null }
      },
    })
    await flow.load({ account: '0xme', chainId: 'eip155:31337' })
    expect(flow.store.getState()).toMatchObject({ status: 'error', holdings: [] })
    expect(flow.store.getState().error).toBeInstanceOf(FetchTransactionsError)
    fail = false
    await flow.retry()
    expect(flow.store.getState().holdings).toHaveLength(1)
  })

  test('parameters: maxPages bounds the pages read', async () => {
    const calls: Array<string | undefined> = []
    const flow = createNftsFlow({
      maxPages: 3,
      fetchPage: async ({ cursor }) => (calls.push(cursor), { data: [], next: `c${calls.length}` }),
    })
    await flow.load({ account: '0xme', chainId: 'eip155:31337' })
    expect(calls).toEqual([undefined, 'c1', 'c2'])
  })
})
