import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeFunctionData, erc20Abi, parseEther, type Hash } from 'viem'
import { getBalance, getTransaction, getTransactionCount } from 'viem/actions'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { createEvmClient } from './create-evm-client'
import { getNodeRpcUrl } from './get-node-rpc-url'
import { sendTransaction } from './send-transaction'
import { waitForTransaction } from './wait-for-transaction'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
})
afterAll(() => devnet?.stop())

const network = () => defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: devnet.urls.evmRpc })
const proxyUrl = () => getNodeRpcUrl({ blockchainApiUrl: devnet.urls.services, caipNetworkId: 'eip155:31337', projectId: 'contract-test' })
const account = (index: number) => devnet.evmAccounts[index]!.address
const rpc = (url: string, method: string, params: unknown[] = []) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })

/** A plain HTTP forwarder in front of a node URL, so the test can take one transport down and count what went through it. */
async function startForwarder(target: string): Promise<{ url: string; methods: string[]; close(): Promise<void> }> {
  const methods: string[] = []
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const parsed = JSON.parse(body.toString()) as { method: string } | { method: string }[]
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) methods.push(call.method)
    const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}
const balanceReads = (forwarder: { methods: string[] }) => forwarder.methods.filter((method) => method === 'eth_getBalance').length

describe('EVM client against devnet', () => {
  test('behavior: 50 balance reads in one tick reach devnet as ONE HTTP request', async () => {
    const client = createEvmClient({ network: network(), blockchainApi: { baseUrl: devnet.urls.services, projectId: 'contract-test' } })
    await fetch(`${devnet.urls.services}/dev/stats/reset`, { method: 'POST' })
    const balances = await Promise.all(Array.from({ length: 50 }, (_, i) => getBalance(client, { address: account(i % 10) })))
    expect(balances.every((b) => b > 0n)).toBe(true)
    const stats = (await (await fetch(`${devnet.urls.services}/dev/stats`)).json()) as { total: number }
    expect(stats.total).toBe(1)
  })

  test('behavior: with two node transports, stopping one mid-run still answers through the other', async () => {
    const forwarder = await startForwarder(proxyUrl())
    const backup = await startForwarder(devnet.urls.evmRpc)
    const client = createEvmClient({ network: network(), rpcUrls: [forwarder.url, backup.url], rank: false })
    const address = account(1)
    const first = await getBalance(client, { address })
    // Unranked: the first transport answered, the second was not asked.
    expect(balanceReads(forwarder)).toBe(1)
    expect(balanceReads(backup)).toBe(0)
    await forwarder.close()
    await expect(getBalance(client, { address })).resolves.toBe(first)
    expect(balanceReads(backup)).toBe(1)
    await backup.close()
  })

  test('behavior: ranked fallback keeps answering while a transport is down', async () => {
    const forwarder = await startForwarder(proxyUrl())
    const backup = await startForwarder(devnet.urls.evmRpc)
    const client = createEvmClient({ network: network(), rpcUrls: [forwarder.url, backup.url], rank: { interval: 600_000 } })
    const first = await getBalance(client, { address: account(2) })
    // Before any ranking result the first transport answers; ranking probed both (net_listening).
    expect(balanceReads(forwarder)).toBe(1)
    expect(balanceReads(backup)).toBe(0)
    expect(forwarder.methods).toContain('net_listening')
    await forwarder.close()
    const before = balanceReads(backup)
    const results = await Promise.all(Array.from({ length: 5 }, () => getBalance(client, { address: account(2) })))
    expect(results).toEqual(Array(5).fill(first))
    // With the first transport down, all five reads went through the second.
    expect(balanceReads(backup) - before).toBe(5)
    await backup.close()
  })
})

describe('waitForTransaction against anvil', () => {
  test('behavior: confirmed with a successful receipt', async () => {
    const client = createEvmClient({ network: network(), blockchainApi: { baseUrl: devnet.urls.services, projectId: 'contract-test' } })
    const hash = await sendTransaction(client, { from: account(3), to: account(4), value: parseEther('0.5') })
    const outcome = await waitForTransaction(client, { hash, timeout: 0, pollingInterval: 50 })
    expect(outcome).toMatchObject({ status: 'confirmed', result: 'success' })
    // SPEC §7 lookups on the kit's client (through the blockchain API's node RPC): by hash, by
    // receipt, and by block and index (the decision beside waitForTransaction).
    if (outcome.status !== 'confirmed') return
    const { blockNumber, blockHash, transactionIndex } = outcome.receipt
    const byHash = await getTransaction(client, { hash })
    const byNumber = await getTransaction(client, { blockNumber, index: transactionIndex })
    const byBlockHash = await getTransaction(client, { blockHash, index: transactionIndex })
    expect([byNumber.hash, byBlockHash.hash, byHash.blockNumber]).toEqual([hash, hash, blockNumber])
  })

  test('behavior: a reverted receipt', async () => {
    const client = createEvmClient({ network: network(), rpcUrls: [devnet.urls.evmRpc] })
    // More tokens than the account holds: the token reverts; gas is set so no estimate fails first.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(4), 10n ** 40n] })
    const hash = await sendTransaction(client, { from: account(3), to: devnet.erc20.address, data, gas: 100_000n })
    const outcome = await waitForTransaction(client, { hash, pollingInterval: 50 })
    expect(outcome).toMatchObject({ status: 'confirmed', result: 'reverted' })
  })

  test('behavior: replaced (repriced) when the same nonce is re-sent with a higher fee', async () => {
    const url = devnet.evmChains[1]!.rpcUrl
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31338, name: 'Local 2', rpcUrl: url }), rpcUrls: [url] })
    const from = account(5)
    const to = account(6)
    await rpc(url, 'evm_setAutomine', [false])
    try {
      const nonce = await getTransactionCount(client, { address: from })
      const base = { from, to, value: 1n, nonce, gas: 21_000n }
      const original: Hash = await sendTransaction(client, { ...base, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n })
      const waiting = waitForTransaction(client, {
        hash: original,
        pollingInterval: 50,
        replacement: { from, nonce, to, value: 1n, input: '0x' },
      })
      await sendTransaction(client, { ...base, maxFeePerGas: 20_000_000_000n, maxPriorityFeePerGas: 10_000_000_000n })
      await rpc(url, 'evm_mine')
      const outcome = await waiting
      expect(outcome).toMatchObject({ status: 'replaced', reason: 'repriced', result: 'success' })
    } finally {
      await rpc(url, 'evm_setAutomine', [true])
    }
  })

  test('behavior: replaced (cancelled) when the same nonce is re-sent as a zero-value self-transfer', async () => {
    const url = devnet.evmChains[1]!.rpcUrl
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31338, name: 'Local 2', rpcUrl: url }), rpcUrls: [url] })
    const from = account(7)
    await rpc(url, 'evm_setAutomine', [false])
    try {
      const nonce = await getTransactionCount(client, { address: from })
      const original = await sendTransaction(client, {
        from,
        to: account(8),
        value: 5n,
        nonce,
        gas: 21_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      })
      const waiting = waitForTransaction(client, {
        hash: original,
        pollingInterval: 50,
        replacement: { from, nonce, to: account(8), value: 5n, input: '0x' },
      })
      await sendTransaction(client, {
        from,
        to: from,
        value: 0n,
        nonce,
        gas: 21_000n,
        maxFeePerGas: 20_000_000_000n,
        maxPriorityFeePerGas: 10_000_000_000n,
      })
      await rpc(url, 'evm_mine')
      await expect(waiting).resolves.toMatchObject({ status: 'replaced', reason: 'cancelled', result: 'success' })
    } finally {
      await rpc(url, 'evm_setAutomine', [true])
    }
  })

  test('behavior: timed out when no receipt comes within the timeout', async () => {
    const client = createEvmClient({ network: network(), rpcUrls: [devnet.urls.evmRpc] })
    const outcome = await waitForTransaction(client, { hash: `0x${'12'.repeat(32)}`, timeout: 300, pollingInterval: 50 })
    expect(outcome).toEqual({ status: 'timed-out' })
  })
})
