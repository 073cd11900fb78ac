import { afterEach, describe, expect, test, vi } from 'vitest'
import { createClient } from 'viem'
import { getBalance, getBlockNumber } from 'viem/actions'
import { createNodeTransport } from './create-node-transport'
import { startRpcServer, type RpcServer } from './rpc-server.test-utils'

const servers: RpcServer[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((s) => s.close()))
})
const answer = (call: { method: string }) =>
  call.method === 'eth_getBalance' ? { result: '0x64' } : call.method === 'eth_blockNumber' ? { result: '0x10' } : { result: true }
const start = async () => {
  const server = await startRpcServer(answer)
  servers.push(server)
  return server
}

describe('createNodeTransport', () => {
  test('behavior: 50 reads in one tick go out as one HTTP request', async () => {
    const server = await start()
    const client = createClient({ transport: createNodeTransport({ urls: [server.url] }) })
    const address = '0x00000000000000000000000000000000000000aa'
    const balances = await Promise.all(Array.from({ length: 50 }, () => getBalance(client, { address })))
    expect(balances.every((b) => b === 100n)).toBe(true)
    expect(server.requests).toHaveLength(1)
    expect(server.calls).toHaveLength(50)
  })

  test('behavior: falls back to the next URL when the first is down', async () => {
    const down = await start()
    await down.close()
    const up = await start()
    const client = createClient({ transport: createNodeTransport({ urls: [down.url, up.url], rank: false }) })
    await expect(getBlockNumber(client, { cacheTime: 0 })).resolves.toBe(16n)
    expect(up.calls.map((c) => c.method)).toEqual(['eth_blockNumber'])
  })

  // SPEC §7: node RPC times out after 10 s; the fallback then asks the next URL.
  test('behavior: a node that never answers is given up after 10 s and the next URL answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const silent = await start()
    silent.setHandler(() => new Promise(() => undefined))
    const up = await start()
    const client = createClient({ transport: createNodeTransport({ urls: [silent.url, up.url], rank: false }) })
    const result = getBlockNumber(client, { cacheTime: 0 })
    const settled = vi.fn()
    result.then(settled, settled)
    // Real HTTP on loopback between the steps; only the transport's timers are fake.
    // (the fallback waits a moment of its own before the next URL, hence the 50 ms steps).
    // Returns the fake time it took.
    const io = async (done: () => boolean, step: number, turns = Infinity): Promise<number> => {
      let elapsed = 0
      for (let turn = 0; turn < turns && !done(); turn++) {
        await vi.advanceTimersByTimeAsync(step)
        await new Promise((resolve) => setImmediate(resolve))
        elapsed += step
      }
      return elapsed
    }
    await io(() => silent.requests.length > 0, 0)
    await vi.advanceTimersByTimeAsync(9_999)
    await io(() => false, 0, 20)
    expect([settled.mock.calls.length, up.calls.length]).toEqual([0, 0])
    expect(await io(() => settled.mock.calls.length > 0, 50)).toBeLessThanOrEqual(1_000)
    await expect(result).resolves.toBe(16n)
    expect(up.calls.map((c) => c.method)).toEqual(['eth_blockNumber'])
  })

  test('behavior: ranking probes every URL with net_listening', async () => {
    const a = await start()
    const b = await start()
    // A long interval: the first probe runs at once, the next after the test has finished.
    createClient({ transport: createNodeTransport({ urls: [a.url, b.url], rank: { interval: 600_000 } }) })
    await expect.poll(() => [a.calls[0]?.method, b.calls[0]?.method]).toEqual(['net_listening', 'net_listening'])
  })
})
