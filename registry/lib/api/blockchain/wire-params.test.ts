import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApiClient } from './create-blockchain-api-client'
import { fetchGasPrice } from './fetch-gas-price'
import { fetchTokenPrice } from './fetch-token-price'
import { generateSwapCalldata } from './generate-swap-calldata'
import { generateOnrampUrl } from './generate-onramp-url'
import { registerName } from './register-name'
import { lookupName } from './lookup-name'
import { getNameSuggestions } from './get-name-suggestions'
import { getSmartSessions } from './get-smart-sessions'
import { fetchOnrampPurchases } from '@/registry/lib/state/onramp/onramp-purchase'
import { startLocalServer, type LocalServer } from '../test-utils/local-server'

const profile = { name: 'alice.reown.id', registered_at: '2024-01-01', addresses: {}, attributes: [] }
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer((request) => {
    const path = request.url.pathname
    if (path === '/v1/supported-chains') return { json: { http: ['eip155:1'], ws: [] } }
    if (path === '/v1/convert/gas-price') return { json: { standard: '1', fast: '2', instant: '3' } }
    if (path === '/v1/fungible/price') return { json: { fungibles: [] } }
    if (path === '/v1/convert/build-transaction')
      return { json: { tx: { from: 'a', to: 'b', data: '0x', amount: '1', eip155: { gas: '1', gasPrice: '1' } } } }
    if (path === '/v1/generators/onrampurl') return { json: { url: 'https://pay.example/x' } }
    if (path === '/v1/profile/account' || path.startsWith('/v1/profile/account/')) return { json: profile }
    if (path.startsWith('/v1/profile/suggestions/'))
      return { status: 400, json: { status: 'ERROR', reasons: [{ name: 'name', description: 'Name is too short' }] } }
    if (path.startsWith('/v1/sessions/')) return { json: { pcis: [] } }
    if (path.endsWith('/history')) return { json: { data: [], next: null } }
    return { status: 404 }
  })
})
afterAll(() => server.close())

const last = () => server.requests.at(-1)!
const api = () => createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'v', clientId: 'did:key:z' })

describe('blockchain API wire contract (API.md §2)', () => {
  test('parameters: std GETs carry projectId, st, sv, their own params, then clientId', async () => {
    await fetchGasPrice(api(), { chainId: 'eip155:1' })
    expect(last().url.search).toBe('?projectId=p1&st=appkit&sv=v&chainId=eip155%3A1&clientId=did%3Akey%3Az')
    expect(last().headers['content-type']).toBe('application/json')
  })

  test('parameters: POST /v1/fungible/price gets no std query, projectId in the JSON body', async () => {
    await fetchTokenPrice(api(), { addresses: ['eip155:1:0xa'] })
    expect(last().url.search).toBe('?clientId=did%3Akey%3Az')
    expect(JSON.parse(last().body)).toEqual({ currency: 'usd', addresses: ['eip155:1:0xa'], projectId: 'p1' })
  })

  test('parameters: POST build-transaction body carries eip155.slippage and projectId', async () => {
    await generateSwapCalldata(api(), { amount: '5', from: 'a', to: 'b', userAddress: '0x1' })
    expect(JSON.parse(last().body)).toEqual({
      amount: '5',
      eip155: { slippage: 1 },
      projectId: 'p1',
      from: 'a',
      to: 'b',
      userAddress: '0x1',
    })
  })

  test('parameters: POST onrampurl gets only projectId and a text/plain JSON body', async () => {
    const url = await generateOnrampUrl(api(), {
      destinationWallets: [{ address: '0x1', blockchains: ['base'], assets: ['USDC'] }],
      partnerUserId: '0x1',
    })
    expect(url).toBe('https://pay.example/x')
    expect(last().url.search).toBe('?projectId=p1&clientId=did%3Akey%3Az')
    expect(last().headers['content-type']).toBe('text/plain;charset=UTF-8')
    expect(JSON.parse(last().body)).toMatchObject({ defaultExperience: 'buy', partnerUserId: '0x1' })
  })

  test('parameters: register posts coin_type, address, message, signature', async () => {
    const result = await registerName(api(), { coinType: 0x80000001, address: '0x1', message: '{}', signature: '0xs' })
    expect(result.name).toBe('alice.reown.id')
    expect(JSON.parse(last().body)).toEqual({ coin_type: 0x80000001, address: '0x1', message: '{}', signature: '0xs' })
  })

  test('behavior: name lookups are cached and send apiVersion=2', async () => {
    const client = api()
    await lookupName(client, { name: 'alice.reown.id' })
    const count = server.requests.length
    await lookupName(client, { name: 'alice.reown.id' })
    expect(server.requests.length).toBe(count)
    expect(server.requests.at(-1)!.url.searchParams.get('apiVersion')).toBe('2')
  })

  test('behavior: name service errors use the first reason description', async () => {
    await expect(getNameSuggestions(api(), { name: 'al' })).rejects.toThrow('Name is too short')
    expect(last().url.searchParams.get('zone')).toBe('reown.id')
  })

  test('parameters: the on-ramp purchases read history with onramp=coinbase and the chain', async () => {
    await fetchOnrampPurchases(api(), { account: '0xabc', chainId: 'eip155:1' })
    expect(last().url.pathname).toBe('/v1/account/0xabc/history')
    expect(last().url.search).toBe('?projectId=p1&st=appkit&sv=v&onramp=coinbase&chainId=eip155%3A1&clientId=did%3Akey%3Az')
  })

  test('behavior: a CAIP-10 path segment keeps its colons', async () => {
    await getSmartSessions(api(), { caipAddress: 'eip155:1:0xabc' })
    expect(last().url.pathname).toBe('/v1/sessions/eip155:1:0xabc')
  })
})
