import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startLocalServer, type LocalServer } from '@/registry/lib/api/test-utils/local-server'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { evmNetwork } from '@/registry/lib/state/test/fake-connector'
import { createAllWalletsFlow, SEARCH_MIN_WAIT_MS } from '@/registry/lib/state/wallets/all-wallets-flow'

// The catalogue on real HTTP: pages of 40 of 90 wallets; a search answers two wallets named after it.
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer(({ url }) => {
    if (url.pathname !== '/getWallets') return { json: { isAnalyticsEnabled: false } }
    const search = url.searchParams.get('search')
    const page = Number(url.searchParams.get('page') ?? '1')
    const size = search ? 2 : Math.min(40, 90 - (page - 1) * 40)
    return {
      json: {
        data: Array.from({ length: size }, (_, i) => ({ id: `${search ?? `p${page}-`}${i}`, name: `${search ?? 'Wallet'} ${i}` })),
        count: search ? 2 : 90,
      },
    }
  })
})
afterAll(() => server.close())

const kitFor = () =>
  createWalletKit({
    projectId: 'all-wallets',
    networks: [evmNetwork(1)],
    storage: createMemoryStorage(),
    catalogueUrl: server.url,
    analytics: false,
  })
const searches = () =>
  server.requests
    .filter((r) => r.url.pathname === '/getWallets' && r.url.searchParams.has('search'))
    .map((r) => r.url.searchParams.get('search'))

describe('createAllWalletsFlow', () => {
  test('default: the first page once started, then more on demand until all are in', async () => {
    const flow = createAllWalletsFlow(kitFor())
    const stop = flow.start()
    await vi.waitFor(() => expect(flow.store.getState().list.entries).toHaveLength(40))
    await flow.loadMore()
    await flow.loadMore()
    expect(flow.store.getState().list).toMatchObject({ count: 90, page: 3, loading: false, error: false })
    expect(flow.store.getState().list.entries).toHaveLength(90)
    const requests = server.requests.length
    await flow.loadMore()
    expect(server.requests.length).toBe(requests)
    stop()
  })

  test('behavior: only the settled, trimmed term is searched; spaces alone ask nothing; clearing it shows the list again', async () => {
    const flow = createAllWalletsFlow(kitFor())
    const stop = flow.start()
    await vi.waitFor(() => expect(flow.store.getState().list.page).toBe(1))
    const before = searches().length
    flow.setTerm('ze')
    flow.setTerm('zen')
    flow.setTerm(' zen ')
    expect(flow.store.getState().results?.loading).toBe(true)
    await vi.waitFor(() => expect(flow.store.getState().results?.entries.map((e) => e.wallet.name)).toEqual(['zen 0', 'zen 1']))
    expect(searches().slice(before)).toEqual(['zen'])
    expect(flow.store.getState().term).toBe(' zen ')
    flow.setTerm('')
    expect(flow.store.getState().results).toBeUndefined()
    stop()
  })

  test('behavior: a stopped flow writes nothing more (a search under way is dropped)', async () => {
    const flow = createAllWalletsFlow(kitFor())
    const stop = flow.start()
    await vi.waitFor(() => expect(flow.store.getState().list.page).toBe(1))
    const before = searches().length
    flow.setTerm('late')
    stop()
    await new Promise((resolve) => setTimeout(resolve, SEARCH_MIN_WAIT_MS + 100))
    expect(searches().length).toBe(before)
    expect(flow.store.getState().results?.entries).toEqual([])
  })
})
