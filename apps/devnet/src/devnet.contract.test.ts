import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from './index'

let devnet: Devnet
const freePorts = { evm: 0, solana: 0, services: 0, frame: 0, relay: 0 }

beforeAll(async () => {
  devnet = await startDevnet(freePorts)
})
afterAll(async () => {
  await devnet?.stop()
})

async function getJson(path: string, init?: RequestInit): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${devnet.urls.services}${path}`, init)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe('startDevnet', () => {
  test('default', () => {
    expect(devnet.urls.services).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.evmChains.map((c) => c.chainId)).toEqual([31337, 31338])
    expect(devnet.evmAccounts).toHaveLength(10)
    expect(devnet.erc20).toMatchObject({ symbol: 'DUSD', decimals: 6 })
  })

  test('behavior: /dev/contracts names the token and the collections deployed on the nodes', async () => {
    const { body } = await getJson('/dev/contracts')
    expect(body).toEqual({
      erc20: devnet.erc20,
      collectibles: devnet.collectibles.map(({ address, name, symbol, spam }) => ({ address, name, symbol, spam })),
    })
    expect(devnet.collectibles.filter((c) => !c.spam)).toHaveLength(1)
  })

  test('behavior: each EVM node reports its own chain id', async () => {
    for (const chain of devnet.evmChains) {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      expect(await response.json()).toMatchObject({ result: `0x${chain.chainId.toString(16)}` })
    }
  })

  test('behavior: balance endpoint reads native and ERC-20 balances from the node', async () => {
    const address = devnet.evmAccounts[3]?.address
    const { status, body } = await getJson(`/v1/account/${address}/balance?projectId=test&currency=usd&chainId=eip155:31338`)
    expect(status).toBe(200)
    expect(body).toEqual({
      balances: [
        expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:31338', quantity: { decimals: '18', numeric: '10000' } }),
        expect.objectContaining({
          symbol: 'DUSD',
          address: `eip155:31338:${devnet.erc20.address}`,
          quantity: { decimals: '6', numeric: '1000000' },
          price: 1,
        }),
      ],
    })
  })

  test('behavior: std calls without projectId get a 400 JSON error', async () => {
    const { status, body } = await getJson('/v1/supported-chains')
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: 'projectId is required' })
  })

  test('behavior: a JSON-RPC batch through the node proxy is one HTTP request', async () => {
    await fetch(`${devnet.urls.services}/dev/stats/reset`, { method: 'POST' })
    const batch = Array.from({ length: 50 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_getBalance',
      params: [devnet.evmAccounts[0]?.address, 'latest'],
    }))
    const { body } = await getJson('/v1/?chainId=eip155:31337&projectId=test', { method: 'POST', body: JSON.stringify(batch) })
    expect(body).toHaveLength(50)
    expect((await getJson('/dev/stats')).body).toEqual({ total: 1, paths: { '/v1/': 1 } })
  })

  test('behavior: unknown chainId in the node proxy is a JSON-RPC error', async () => {
    const { body } = await getJson('/v1?chainId=eip155:1&projectId=test', {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' }),
    })
    expect(body).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32602, message: 'Unsupported chainId: eip155:1' } })
  })
})

describe('node proxy extras', () => {
  test('behavior: getAddressBalance answers the native balance wrapped with ok', async () => {
    const address = devnet.evmAccounts[9]?.address
    const { body } = await getJson('/v1?chainId=eip155:31337&projectId=test', {
      method: 'POST',
      body: JSON.stringify({ id: '1', jsonrpc: '2.0', method: 'getAddressBalance', params: { address } }),
    })
    expect(body).toEqual({ ok: true, jsonrpc: '2.0', id: '1', result: `0x${(10_000n * 10n ** 18n).toString(16)}` })
  })

  test('behavior: a truncated JSON-RPC body is a parse error, not a crash', async () => {
    const { status, body } = await getJson('/v1/?chainId=eip155:31337&projectId=test', {
      method: 'POST',
      body: '[{"jsonrpc":"2.0","id":1,',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  })
})

describe('stop', () => {
  test('behavior: stop() leaves no anvil process behind', async () => {
    const own = await startDevnet({ ...freePorts, only: ['evm'] })
    const ports = own.evmChains.map((c) => new URL(c.rpcUrl).port)
    await own.stop()
    const processes = execFileSync('ps', ['-eo', 'args']).toString()
    for (const port of ports) expect(processes).not.toMatch(new RegExp(`anvil .*--port ${port}\\b`))
    await expect(fetch(own.evmChains[0]?.rpcUrl ?? '', { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
