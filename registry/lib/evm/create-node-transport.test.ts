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

  test('behavior: 1001 reads in one tick go out as JSON-RPC batches of at most 1000 (SPEC §7: batch size 1000, wait 0)', async () => {
    const server = await start()
    const client = createClient({ transport: createNodeTransport({ urls: [server.url] }) })
    const address = '0x00000000000000000000000000000000000000aa'
    await Promise.all(Array.from({ length: 1001 }, () => getBalance(client, { address })))
    const sizes = server.requests.map((request) => {
      const body: unknown = JSON.parse(request.body)
      return Array.isArray(body) ? body.length : 1
    })
    expect(sizes.sort((a, b) => b - a)).toEqual([1000, 1])
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

  // SPEC §9 fallback ranking, pinned by which URL gets the next call after the probes: each probe
  // (net_listening) times out after 1 s, the last 10 probes count, and a URL scores
  // 0.7 x its share of answered probes + 0.3 x how much faster than the slowest it answered.
  describe('ranking', () => {
    type Probe = (count: number) => { delayMs: number; ok: boolean }
    async function rankedServer(probe: Probe) {
      let probes = 0
      const server = await start()
      server.setHandler(async (request) => {
        const call = JSON.parse(request.body) as { id: number; method: string } | Array<{ id: number; method: string }>
        const calls = Array.isArray(call) ? call : [call]
        if (calls[0]?.method !== 'net_listening') return { json: calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: '0x10' })) }
        const { delayMs, ok } = probe(probes++)
        await new Promise((resolve) => setTimeout(resolve, delayMs))
        const reply = (c: { id: number }) =>
          ok ? { jsonrpc: '2.0', id: c.id, result: true } : { jsonrpc: '2.0', id: c.id, error: { code: -32000, message: 'down' } }
        return { json: Array.isArray(call) ? calls.map(reply) : reply(calls[0]!) }
      })
      return server
    }
    /** Lets `probes` rounds of probing run (2 s apart) on fake time, then says which server answers a call. */
    async function firstAfter(urls: string[], servers: RpcServer[], probes: number): Promise<number> {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
      const client = createClient({ transport: createNodeTransport({ urls, rank: { interval: 2_000 } }) })
      for (let step = 0; step < probes * 20; step++) {
        await vi.advanceTimersByTimeAsync(100)
        for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve))
      }
      const before = servers.map((server) => server.requests.length)
      const block = getBlockNumber(client, { cacheTime: 0 })
      for (let i = 0; i < 20; i++) {
        await vi.advanceTimersByTimeAsync(0)
        await new Promise((resolve) => setImmediate(resolve))
      }
      await block
      return servers.findIndex(
        (server, i) => server.requests.length > before[i]! && server.requests.at(-1)!.body.includes('eth_blockNumber'),
      )
    }

    test('behavior: stability outweighs latency 0.7 to 0.3: an always-answering slow node beats a fast one that fails every other probe', async () => {
      const slow = await rankedServer(() => ({ delayMs: 300, ok: true }))
      const flaky = await rankedServer((n) => ({ delayMs: 0, ok: n % 2 === 0 }))
      expect(await firstAfter([flaky.url, slow.url], [flaky, slow], 12)).toBe(1)
    })

    test('behavior: a probe unanswered after 1 s counts as failed: a node answering in 1.5 s ranks below a flaky fast one', async () => {
      const late = await rankedServer(() => ({ delayMs: 1_500, ok: true }))
      const flaky = await rankedServer((n) => ({ delayMs: 100, ok: n % 2 === 0 }))
      expect(await firstAfter([late.url, flaky.url], [late, flaky], 12)).toBe(1)
    })

    test('behavior: only the last 10 probes count: a node that failed its first 10 probes is ranked on its later ones', async () => {
      const steady = await rankedServer(() => ({ delayMs: 200, ok: true }))
      const recovered = await rankedServer((n) => ({ delayMs: 0, ok: n >= 10 }))
      expect(await firstAfter([steady.url, recovered.url], [steady, recovered], 21)).toBe(1)
    })
  })
})
