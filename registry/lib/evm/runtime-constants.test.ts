import { afterEach, describe, expect, test } from 'vitest'
import { createClient, http } from 'viem'
import { estimateFeesPerGas } from 'viem/actions'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { createEvmClient } from './create-evm-client'
import { sendTransaction } from './send-transaction'
import { startRpcServer, type RpcServer } from './rpc-server.test-utils'

// SPEC §9 constants the EVM layer runs with, pinned as literals on the client the kit builds.
let server: RpcServer | undefined
afterEach(() => server?.close())

const from = '0x00000000000000000000000000000000000000aa'
const to = '0x00000000000000000000000000000000000000bb'
const hash = `0x${'ab'.repeat(32)}`

describe('EVM constants', () => {
  test('default: multicall batches of 1024 bytes and a base fee multiplier of 1.2 on the kit client', () => {
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }) })
    expect(client.batch).toEqual({ multicall: { batchSize: 1024 } })
    expect(client.chain.fees?.baseFeeMultiplier).toBe(1.2)
  })

  test('behavior: estimated fees are the base fee times 1.2 plus the tip', async () => {
    server = await startRpcServer((call) => {
      if (call.method === 'eth_getBlockByNumber')
        return { result: { number: '0x1', hash, baseFeePerGas: '0x3e8', timestamp: '0x1', transactions: [] } }
      if (call.method === 'eth_maxPriorityFeePerGas') return { result: '0x7' }
      return { error: { code: -32601, message: `no ${call.method}` } }
    })
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: server.url }) })
    // 1000 wei base fee * 1.2 = 1200, + 7 wei tip.
    await expect(estimateFeesPerGas(client)).resolves.toEqual({ maxFeePerGas: 1207n, maxPriorityFeePerGas: 7n })
  })

  test('behavior: the send-transaction support cache keeps 128 clients', async () => {
    server = await startRpcServer((call) =>
      call.method === 'eth_sendTransaction' && call.id !== 'eth-ok' ? { error: { code: -32601, message: 'no' } } : { result: hash },
    )
    const walletOnly = createClient({ transport: http(server.url) })
    await sendTransaction(walletOnly, { from, to })
    const learnt = server.calls.length
    // 127 other clients: walletOnly is still among the 128 kept, so it goes straight to wallet_sendTransaction.
    for (let i = 0; i < 127; i++) await sendTransaction(createClient({ transport: http(server.url) }), { from, to })
    const before = server.calls.length
    await sendTransaction(walletOnly, { from, to })
    expect(server.calls.slice(before).map((c) => c.method)).toEqual(['wallet_sendTransaction'])
    expect(learnt).toBe(2)
    // One more client than the bound since its last use: it is forgotten and learns again.
    for (let i = 0; i < 128; i++) await sendTransaction(createClient({ transport: http(server.url) }), { from, to })
    const after = server.calls.length
    await sendTransaction(walletOnly, { from, to })
    expect(server.calls.slice(after).map((c) => c.method)).toEqual(['eth_sendTransaction', 'wallet_sendTransaction'])
  })
})
