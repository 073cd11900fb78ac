import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createBlockchainApiClient } from './create-blockchain-api-client'
import { getBalances } from './get-balances'
import { TokenBalanceUnavailableError } from '@/registry/lib/errors/account'
import { startLocalServer, type LocalServer } from '../test-utils/local-server'

const address = '0x00000000000000000000000000000000000000aa'
const usdc = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', price: 1, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: '' }
const nft = { ...usdc, name: 'Some NFT', symbol: 'NFT', quantity: { decimals: '0', numeric: '1' } }

let server: LocalServer
let balanceStatus = 200
beforeAll(async () => {
  server = await startLocalServer((request) => {
    if (request.url.pathname === '/v1/supported-chains') return { json: { http: ['eip155:1', 'eip155:8453'], ws: [] } }
    if (balanceStatus !== 200) return { status: balanceStatus, body: 'boom' }
    return { json: { balances: [usdc, nft], extra: true } }
  })
})
afterAll(() => server.close())
afterEach(() => {
  vi.useRealTimers()
  balanceStatus = 200
  server.requests.length = 0
})

const balanceCalls = () => server.requests.filter((r) => r.url.pathname.endsWith('/balance')).length

describe('getBalances', () => {
  test('default: std params, currency usd, CAIP-2 chain id', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'react-core-1.0.0' })
    await getBalances(api, { address, chainId: 'eip155:1' })
    const request = server.requests.find((r) => r.url.pathname === `/v1/account/${address}/balance`)!
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-core-1.0.0',
      currency: 'usd',
      chainId: 'eip155:1',
    })
  })

  test('behavior: entries with decimals 0 are filtered out', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1' })
    const balances = await getBalances(api, { address, chainId: 'eip155:1' })
    expect(balances.map((b) => b.symbol)).toEqual(['USDC'])
  })

  test('behavior: cached for 30 s, forceUpdate bypasses the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1' })
    await getBalances(api, { address, chainId: 'eip155:1' })
    vi.setSystemTime(Date.now() + 29_999)
    await getBalances(api, { address, chainId: 'eip155:1' })
    expect(balanceCalls()).toBe(1)
    vi.setSystemTime(Date.now() + 1)
    await getBalances(api, { address, chainId: 'eip155:1' })
    expect(balanceCalls()).toBe(2)
    await getBalances(api, { address, chainId: 'eip155:1', forceUpdate: true })
    expect(balanceCalls()).toBe(3)
    expect(server.requests.at(-1)!.url.searchParams.get('forceUpdate')).toBe('true')
  })

  test("behavior: a failure is Token Balance Unavailable, and the next call asks again (the 30 s block is the balances store's)", async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1' })
    balanceStatus = 500
    const first = await getBalances(api, { address, chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((first as TokenBalanceUnavailableError).shortMessage).toBe('Token Balance Unavailable')
    balanceStatus = 200
    await expect(getBalances(api, { address, chainId: 'eip155:1' })).resolves.toHaveLength(1)
    expect(balanceCalls()).toBe(2)
  })

  test('behavior: an unsupported network is Token Balance Unavailable without a balance call', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1' })
    await expect(getBalances(api, { address, chainId: 'eip155:10' })).rejects.toThrow('Token Balance Unavailable')
    expect(balanceCalls()).toBe(0)
  })
})
