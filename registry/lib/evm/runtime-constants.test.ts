import { afterEach, describe, expect, test } from 'vitest'
import { createClient, decodeFunctionData, encodeFunctionResult, http, multicall3Abi, type Hex } from 'viem'
import { call, estimateFeesPerGas } from 'viem/actions'
import { mainnet } from '@/registry/lib/chains/evm-networks'
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
  test('default: a base fee multiplier of 1.2 on the kit client', () => {
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }) })
    expect(client.chain.fees?.baseFeeMultiplier).toBe(1.2)
  })

  test("behavior: reads made in one tick go out as multicall3 batches of at most 1024 bytes of calldata, on the network's own multicall3", async () => {
    const multicall3 = mainnet.contracts?.multicall3
    expect(multicall3?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const batches: number[] = []
    server = await startRpcServer((rpc) => {
      if (rpc.method !== 'eth_call') return { error: { code: -32601, message: `no ${rpc.method}` } }
      const [request] = rpc.params as [{ to: string; data: Hex }]
      if (request.to.toLowerCase() !== multicall3?.address.toLowerCase())
        return { error: { code: -32000, message: 'not through multicall3' } }
      const { args } = decodeFunctionData({ abi: multicall3Abi, data: request.data })
      const calls = args[0] as readonly unknown[]
      batches.push(calls.length)
      const result = calls.map(() => ({ success: true, returnData: '0x01' as Hex }))
      return { result: encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result }) }
    })
    const client = createEvmClient({ network: mainnet, rpcUrls: [server.url] })
    // 256 bytes of calldata each: four make exactly 1024 and share a batch, a fifth starts the next.
    const data = `0x${'ab'.repeat(256)}` as Hex
    const replies = await Promise.all(Array.from({ length: 9 }, () => call(client, { to, data })))
    expect(replies.map((reply) => reply.data)).toEqual(Array(9).fill('0x01'))
    expect(batches).toEqual([4, 4, 1])
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
