import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createCatalogueClient } from './create-catalogue-client'
import { getWallets } from './get-wallets'
import { getAnalyticsConfig } from './get-analytics-config'
import { assetImageUrl, currencyImageUrl, tokenImageUrl, walletImageUrl } from './image-urls'
import { HttpInvalidJsonError, HttpInvalidResponseError, HttpStatusError } from '@/registry/lib/errors/api'
import { startLocalServer, type LocalServer, type Reply } from '../test-utils/local-server'

let server: LocalServer
let reply: Reply = { json: { data: [{ id: 'w1', name: 'One', rdns: null, extra: 1 }], count: 1 } }
beforeAll(async () => {
  server = await startLocalServer(() => reply)
})
afterAll(() => server.close())
const catalogue = () => createCatalogueClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'v' })

describe('getWallets', () => {
  test('default: page 1 of 40 entries with std params and comma-joined lists', async () => {
    reply = { json: { data: [{ id: 'w1', name: 'One', rdns: null, extra: 1 }], count: 1 } }
    const result = await getWallets(catalogue(), {
      chains: ['eip155:1', 'solana:5eykt'],
      exclude: ['a', 'b'],
      include: [],
      badgeType: 'certified',
    })
    expect(result).toEqual({ data: [{ id: 'w1', name: 'One', rdns: null }], count: 1 })
    expect(Object.fromEntries(server.requests.at(-1)!.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'v',
      page: '1',
      entries: '40',
      badge_type: 'certified',
      chains: 'eip155:1,solana:5eykt',
      exclude: 'a,b',
    })
  })

  test('behavior: search asks for 100 entries with a trimmed term', async () => {
    await getWallets(catalogue(), { search: '  meta  ', page: 2 })
    const params = server.requests.at(-1)!.url.searchParams
    expect([params.get('search'), params.get('entries'), params.get('page')]).toEqual(['meta', '100', '2'])
  })

  test('behavior: garbage, wrong types and 500 give typed errors', async () => {
    reply = { body: '{"data": [' }
    await expect(getWallets(catalogue())).rejects.toBeInstanceOf(HttpInvalidJsonError)
    reply = { json: { data: 'x', count: '1' } }
    await expect(getWallets(catalogue())).rejects.toBeInstanceOf(HttpInvalidResponseError)
    reply = { status: 500 }
    await expect(getWallets(catalogue())).rejects.toThrow(HttpStatusError)
  })
})

describe('getAnalyticsConfig', () => {
  test('default', async () => {
    reply = { json: { isAnalyticsEnabled: true } }
    await expect(getAnalyticsConfig(catalogue())).resolves.toBe(true)
  })
  test('behavior: false on error', async () => {
    for (const bad of [{ status: 500 }, { body: 'nope' }, { json: { isAnalyticsEnabled: 'yes' } }]) {
      reply = bad
      await expect(getAnalyticsConfig(catalogue())).resolves.toBe(false)
    }
  })
})

describe('image URLs', () => {
  test('default: each carries projectId, st and sv', () => {
    const c = createCatalogueClient({ baseUrl: 'https://api.example', projectId: 'p1', sdkVersion: 'v' })
    expect(walletImageUrl(c, 'img-1')).toBe('https://api.example/getWalletImage/img-1?projectId=p1&st=appkit&sv=v')
    expect(assetImageUrl(c, 'net')).toBe('https://api.example/public/getAssetImage/net?projectId=p1&st=appkit&sv=v')
    expect(currencyImageUrl(c, 'US')).toBe('https://api.example/public/getCurrencyImage/US?projectId=p1&st=appkit&sv=v')
    expect(tokenImageUrl(c, 'ETH')).toBe('https://api.example/public/getTokenImage/ETH?projectId=p1&st=appkit&sv=v')
  })
})
