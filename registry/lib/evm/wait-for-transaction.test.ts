import { afterEach, describe, expect, test, vi } from 'vitest'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { createEvmClient } from './create-evm-client'
import { startRpcServer, type RpcServer } from './rpc-server.test-utils'
import { waitForTransaction } from './wait-for-transaction'

// SPEC §9 library defaults, pinned in what they drive, on the client the kit builds: polling every
// 4 s, a transaction lookup retried 6 times with a backoff from 200 ms, and a wait without a timeout of its own ending at
// 180000 ms. Real HTTP on loopback; only the clock is fake.
let server: RpcServer | undefined
afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
})

const hash = `0x${'cd'.repeat(32)}` as const

describe('waitForTransaction on the kit client', () => {
  test('default: a transaction that never lands: blocks polled every 4 s, its lookup retried 6 times from 200 ms doubling, timed-out at 180 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const start = Date.now()
    const polledAt: number[] = []
    const lookedUpAt: number[] = []
    server = await startRpcServer((call) => {
      if (call.method === 'eth_getTransactionByHash') lookedUpAt.push(Date.now() - start)
      if (call.method !== 'eth_blockNumber') return { result: null }
      polledAt.push(Date.now())
      return { result: '0x1' }
    })
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: server.url }) })
    let result: unknown
    void waitForTransaction(client, { hash }).then((value) => (result = value))
    const lookups = () => server!.calls.filter((call) => call.method === 'eth_getTransactionByHash').length
    // Fake time in steps, letting loopback HTTP finish after each.
    const run = async (until: number, step: number) => {
      while (Date.now() - start < until) {
        await vi.advanceTimersByTimeAsync(step)
        for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve))
      }
    }
    // 10 ms steps for 32 s: each call is seen within 10 ms of when it is due.
    await run(32_000, 10)
    const gapsOf = (times: number[]) => times.slice(1).map((at, i) => at - times[i]!)
    // The lookup is retried 6 times, 200 ms after the first try and twice as long each time after.
    const backoff = gapsOf(lookedUpAt)
    expect(backoff).toHaveLength(6)
    backoff.forEach((gap, i) => expect([gap >= 200 * 2 ** i, gap < 200 * 2 ** i + 30]).toEqual([true, true]))
    const polls = gapsOf(polledAt).slice(1)
    expect(polls.length).toBeGreaterThanOrEqual(5)
    for (const gap of polls) expect([gap >= 4_000, gap < 4_030]).toEqual([true, true])
    await run(179_000, 1_000)
    expect(lookups()).toBe(7)
    expect(result).toBeUndefined()
    await run(180_000, 1_000)
    expect(result).toEqual({ status: 'timed-out' })
  })

  test('default: a receipt in the head block is confirmed (1 confirmation), without waiting for another block', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const receipt = {
      transactionHash: hash,
      blockNumber: '0x5',
      blockHash: `0x${'ee'.repeat(32)}`,
      status: '0x1',
      logs: [],
      transactionIndex: '0x0',
      from: `0x${'aa'.repeat(20)}`,
      to: `0x${'bb'.repeat(20)}`,
      gasUsed: '0x5208',
      cumulativeGasUsed: '0x5208',
      effectiveGasPrice: '0x1',
      type: '0x2',
      logsBloom: `0x${'00'.repeat(256)}`,
      contractAddress: null,
    }
    server = await startRpcServer((call) =>
      call.method === 'eth_blockNumber'
        ? { result: '0x5' }
        : call.method === 'eth_getTransactionReceipt'
          ? { result: receipt }
          : { result: null },
    )
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: server.url }) })
    let result: unknown
    void waitForTransaction(client, { hash }).then((value) => (result = value))
    for (let step = 0; step < 20 && result === undefined; step++) {
      await vi.advanceTimersByTimeAsync(1_000)
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve))
    }
    expect(result).toMatchObject({ status: 'confirmed', result: 'success', receipt: { blockNumber: 5n } })
  })
})
