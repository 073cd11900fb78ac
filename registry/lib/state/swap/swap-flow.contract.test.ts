import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { devMarketAbi, devMarketAddresses, nativeCoin } from '../../../../apps/devnet/src/evm/deploy-dev-market'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
import { createSwapFlow, type SwapFlow, type SwapFlowState } from './swap-flow'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'

// The swap flow against devnet's DevMarket on anvil; the wallet is the node's own unlocked account.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
}, 120_000)
afterAll(() => devnet?.stop())

const chainId = 'eip155:31337'
const node = () => createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
const anvilRequest: WalletRequest = async ({ method, params }) => {
  const response = await fetch(devnet.evmChains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw Object.assign(new Error(body.error.message), body.error)
  return body.result
}

/**
 * A fetch on which only the `faulty` paths can time out: a healthy endpoint answers however long a
 * loaded machine takes, so a short client timeout meets only the endpoint that hangs.
 */
function onlyFaultyTimeOut(faulty: readonly string[]): typeof fetch {
  return (input, init) => (faulty.includes(new URL(String(input)).pathname) ? fetch(input, init) : fetch(input, { ...init, signal: null }))
}

function flowFor(account: `0x${string}`, timeout = 5_000, receiptTimeoutMs?: number, faulty: readonly string[] = []): SwapFlow {
  const api = createBlockchainApiClient({
    baseUrl: devnet.urls.services,
    projectId: 'swap-flow-test',
    timeout,
    fetch: onlyFaultyTimeOut(faulty),
  })
  return createSwapFlow({
    getApi: async () => api,
    getAccount: () => `${chainId}:${account}`,
    getRequest: () => anvilRequest,
    debounceMs: 20,
    refreshMs: 60_000,
    receiptTimeoutMs,
  })
}

function until(flow: SwapFlow, predicate: (s: SwapFlowState) => boolean, timeout = 15_000): Promise<SwapFlowState> {
  return new Promise((resolve, reject) => {
    if (predicate(flow.store.getState())) return resolve(flow.store.getState())
    const timer = setTimeout(
      () => (
        unsubscribe(),
        reject(
          new Error(`timed out in ${JSON.stringify(flow.store.getState(), (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`),
        )
      ),
      timeout,
    )
    const unsubscribe = flow.store.subscribe((s) => {
      if (!predicate(s)) return
      clearTimeout(timer)
      unsubscribe()
      resolve(s)
    })
  })
}

const balanceOf = (token: `0x${string}`, who: `0x${string}`) =>
  node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
const setFault = (path: string, mode: string | null) =>
  fetch(`${devnet.urls.services}/dev/faults`, { method: 'POST', body: JSON.stringify({ path, mode }) })

describe('swap flow against DevMarket', () => {
  test('default: tokens, a quote from the reserves, then ETH → DUSD swapped on anvil by the quoted amount', async () => {
    const me = devnet.evmAccounts[1]!.address
    const flow = flowFor(me)
    await flow.open()
    const ready = flow.store.getState()
    expect(ready.status).toBe('ready')
    expect(ready.tokens.map((t) => t.symbol)).toEqual(['ETH', 'DUSD', 'DEUR'])
    expect([ready.from?.symbol, ready.to?.symbol]).toEqual(['ETH', 'DUSD'])
    flow.setAmount('0.2')
    const quoted = await until(flow, (s) => s.quoteStatus === 'ready')
    const onChain = (await node().readContract({
      address: devMarketAddresses().market,
      abi: devMarketAbi,
      functionName: 'getAmountOut',
      args: [nativeCoin, devnet.erc20.address, parseEther('0.2')],
    })) as bigint
    expect(quoted.quote?.toAmount).toBe(onChain)
    // 0.3% pool fee plus the 0.02% the trade moves a 1000 ETH pool, against the 2500 USD fixture price.
    expect(quoted.quote?.priceImpact).toBeGreaterThan(0.003)
    expect(quoted.quote?.priceImpact).toBeLessThan(0.004)
    expect(quoted.quote?.networkFeeUsd).toBeGreaterThan(0)
    expect(quoted.quote?.approval).toBeUndefined()
    const before = await balanceOf(devnet.erc20.address, me)
    await flow.submit()
    expect(flow.store.getState()).toMatchObject({ submitStatus: 'success', error: undefined })
    expect((await balanceOf(devnet.erc20.address, me)) - before).toBe(onChain)
    flow.close()
  })

  test('behavior: DUSD → DEUR approves the market first, then swaps', async () => {
    const me = devnet.evmAccounts[2]!.address
    const flow = flowFor(me)
    await flow.open()
    const { tokens } = flow.store.getState()
    flow.selectFrom(tokens.find((t) => t.symbol === 'DUSD')!)
    flow.selectTo(tokens.find((t) => t.symbol === 'DEUR')!)
    flow.setAmount('25')
    const quoted = await until(flow, (s) => s.quoteStatus === 'ready')
    expect(quoted.quote?.approval).toBeDefined()
    const deur = devMarketAddresses().secondToken.address
    const before = [await balanceOf(devnet.erc20.address, me), await balanceOf(deur, me)] as const
    await flow.submit()
    expect(flow.store.getState()).toMatchObject({ submitStatus: 'success' })
    expect(before[0] - (await balanceOf(devnet.erc20.address, me))).toBe(parseUnits('25', 6))
    expect((await balanceOf(deur, me)) - before[1]).toBeGreaterThan(parseUnits('23', 18))
    flow.close()
  })

  test('behavior: a price moved beyond the 1% slippage reverts and the reason is the error text', async () => {
    const me = devnet.evmAccounts[3]!.address
    const flow = flowFor(me)
    await flow.open()
    flow.setAmount('1')
    await until(flow, (s) => s.quoteStatus === 'ready')
    // Another trader sells 50 ETH into the pool before ours lands.
    const whale = flowFor(devnet.evmAccounts[9]!.address)
    await whale.open()
    whale.setAmount('50')
    await until(whale, (s) => s.quoteStatus === 'ready')
    await whale.submit()
    expect(whale.store.getState().submitStatus).toBe('success')
    await flow.submit()
    const state = flow.store.getState()
    expect(state.submitStatus).toBe('error')
    expect(toUserMessage(state.error)).toBe('Execution reverted: DevMarket: price moved beyond slippage')
    flow.close()
    whale.close()
  })
})

describe('swap flow on a node that does not mine', () => {
  test('behavior: a swap never mined ends in the confirmation timeout text while it stays in the node pool', async () => {
    const me = devnet.evmAccounts[4]!.address
    // The SPEC's 25 s is proven with a fake clock in send-swap-transaction.test.ts; here a short
    // wait drives the same path end to end on a real node that holds the transaction unmined.
    const flow = flowFor(me, 5_000, 1_500)
    await flow.open()
    flow.setAmount('0.1')
    await until(flow, (s) => s.quoteStatus === 'ready')
    await anvilRequest({ method: 'evm_setAutomine', params: [false] })
    try {
      await flow.submit()
      const state = flow.store.getState()
      expect(state.submitStatus).toBe('error')
      expect(toUserMessage(state.error)).toBe('Timed out while waiting for the transaction to be confirmed')
      expect(state.txHash).toBeUndefined()
      // The swap was sent and is still waiting in the node's pool: the user was not lied to about it.
      const pending = (await anvilRequest({ method: 'eth_getBlockByNumber', params: ['pending', false] })) as { transactions: string[] }
      expect(pending.transactions.length).toBeGreaterThan(0)
    } finally {
      await anvilRequest({ method: 'anvil_dropAllTransactions', params: [] })
      await anvilRequest({ method: 'evm_setAutomine', params: [true] })
      flow.close()
    }
  }, 60_000)
})

describe('swap flow with faulty convert endpoints', () => {
  const cases: Array<[path: string, text: string]> = [
    ['/v1/convert/tokens', 'Network not supported for Swaps'],
    ['/v1/convert/gas-price', 'Network not supported for Gas Price'],
    ['/v1/convert/quotes', 'Network not supported for Swaps'],
    ['/v1/convert/allowance', 'Network not supported for Swaps'],
    ['/v1/convert/build-approve', 'Network not supported for Swaps'],
    ['/v1/convert/build-transaction', 'Network not supported for Swaps'],
  ]
  for (const mode of ['garbage', 'status-500', 'timeout'] as const) {
    test(`behavior: ${mode} from each convert endpoint gives the SPEC text`, async () => {
      const me = devnet.evmAccounts[4]!.address
      for (const [path, text] of cases) {
        await setFault(path, mode)
        const flow = flowFor(me, 300, undefined, [path])
        try {
          await flow.open()
          if (flow.store.getState().status === 'ready') {
            const { tokens } = flow.store.getState()
            // From DUSD, whose allowance is 0: the quote walks quotes, allowance and build-approve.
            if (path !== '/v1/convert/build-transaction') flow.selectFrom(tokens.find((t) => t.symbol === 'DUSD')!)
            flow.setAmount('1')
            await until(flow, (s) => s.quoteStatus === 'error' || s.quoteStatus === 'ready')
          }
          const state = flow.store.getState()
          expect([path, toUserMessage(state.error, 'blank')]).toEqual([path, text])
        } finally {
          flow.close()
          await setFault(path, null)
        }
      }
    }, 30_000)
  }

  test('behavior: prices that fail leave the quote without fee and impact instead of failing it', async () => {
    await setFault('/v1/fungible/price', 'status-500')
    const flow = flowFor(devnet.evmAccounts[4]!.address, 300, undefined, ['/v1/fungible/price'])
    try {
      await flow.open()
      flow.setAmount('0.01')
      const state = await until(flow, (s) => s.quoteStatus === 'ready')
      expect(state.quote).toMatchObject({ priceImpact: undefined, networkFeeUsd: undefined })
    } finally {
      flow.close()
      await setFault('/v1/fungible/price', null)
    }
  })

  test('behavior: quotes are debounced: typing three amounts in a row asks for one quote', async () => {
    const me = devnet.evmAccounts[4]!.address
    const api = createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'swap-flow-test' })
    const flow = createSwapFlow({
      getApi: async () => api,
      getAccount: () => `${chainId}:${me}`,
      getRequest: () => anvilRequest,
      debounceMs: 200,
      refreshMs: 60_000,
    })
    await flow.open()
    await fetch(`${devnet.urls.services}/dev/stats/reset`, { method: 'POST' })
    flow.setAmount('0.1')
    flow.setAmount('0.12')
    flow.setAmount('0.123')
    const state = await until(flow, (s) => s.quoteStatus === 'ready')
    expect(state.quote?.fromAmount).toBe(parseEther('0.123'))
    const stats = (await (await fetch(`${devnet.urls.services}/dev/stats`)).json()) as { paths: Record<string, number> }
    expect(stats.paths['/v1/convert/quotes']).toBe(1)
    flow.close()
  })

  test('behavior: an open flow refreshes its quote', async () => {
    const me = devnet.evmAccounts[4]!.address
    const api = createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'swap-flow-test' })
    const flow = createSwapFlow({
      getApi: async () => api,
      getAccount: () => `${chainId}:${me}`,
      getRequest: () => anvilRequest,
      debounceMs: 10,
      refreshMs: 150,
    })
    await flow.open()
    await fetch(`${devnet.urls.services}/dev/stats/reset`, { method: 'POST' })
    flow.setAmount('0.05')
    const quotes = async () =>
      ((await (await fetch(`${devnet.urls.services}/dev/stats`)).json()) as { paths: Record<string, number> }).paths[
        '/v1/convert/quotes'
      ] ?? 0
    await expect.poll(quotes, { timeout: 5_000 }).toBeGreaterThanOrEqual(3)
    expect(flow.store.getState().quoteStatus).toBe('ready')
    flow.close()
  })

  test('behavior: bad amounts give the SPEC decimal text without asking for a quote', async () => {
    const flow = flowFor(devnet.evmAccounts[4]!.address)
    await flow.open()
    await fetch(`${devnet.urls.services}/dev/stats/reset`, { method: 'POST' })
    for (const amount of ['1,5', '-1', '.']) {
      flow.setAmount(amount)
      const state = flow.store.getState()
      expect([amount, state.quoteStatus, toUserMessage(state.error)]).toEqual([amount, 'error', `${amount} is not a valid decimal number`])
    }
    flow.setAmount('0.01')
    await until(flow, (s) => s.quoteStatus === 'ready')
    const stats = (await (await fetch(`${devnet.urls.services}/dev/stats`)).json()) as { paths: Record<string, number> }
    expect(stats.paths['/v1/convert/quotes']).toBe(1)
    flow.close()
  })
})
