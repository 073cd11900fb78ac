import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
import { createOnrampFlow, type OnrampFlow, type OnrampFlowState, type PurchaseWindow } from './onramp-flow'

// The on-ramp flow against devnet: options, quotes and the checkout URL over HTTP, the checkout
// page's Pay as a browser would post it, and the balance on anvil.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
}, 120_000)
afterAll(() => devnet?.stop())

const network = { caipNetworkId: 'eip155:31337', name: 'Devnet 31337', nativeCurrency: { name: 'Ether', symbol: 'ETH' } }

/** A popup stand-in that remembers where the flow sent it; the test then acts as the checkout page. */
function checkoutWindow() {
  const popup = {
    location: { href: 'about:blank' },
    closed: false,
    close() {
      popup.closed = true
    },
  }
  return popup satisfies PurchaseWindow
}

/**
 * A fetch on which only the `faulty` paths can time out: a healthy endpoint answers however long a
 * loaded machine takes, so a short client timeout meets only the endpoints that hang.
 */
function onlyFaultyTimeOut(faulty: readonly string[]): typeof fetch {
  return (input, init) => (faulty.includes(new URL(String(input)).pathname) ? fetch(input, init) : fetch(input, { ...init, signal: null }))
}

function flowFor(account: `0x${string}`, popup: PurchaseWindow | null, timeout = 5_000, faulty: readonly string[] = []): OnrampFlow {
  const api = createBlockchainApiClient({
    baseUrl: devnet.urls.services,
    projectId: 'onramp-flow-test',
    timeout,
    fetch: onlyFaultyTimeOut(faulty),
  })
  return createOnrampFlow({
    getApi: async () => api,
    getAccount: () => `eip155:31337:${account}`,
    getNetwork: () => network,
    openWindow: () => popup,
    debounceMs: 10,
    pollMs: 50,
    returnDelayMs: 0,
  })
}

function until(flow: OnrampFlow, predicate: (s: OnrampFlowState) => boolean, timeout = 10_000): Promise<OnrampFlowState> {
  return new Promise((resolve, reject) => {
    if (predicate(flow.store.getState())) return resolve(flow.store.getState())
    const timer = setTimeout(() => (unsubscribe(), reject(new Error(`timed out in ${JSON.stringify(flow.store.getState())}`))), timeout)
    const unsubscribe = flow.store.subscribe((s) => {
      if (!predicate(s)) return
      clearTimeout(timer)
      unsubscribe()
      resolve(s)
    })
  })
}
const setFault = (path: string, mode: string | null) =>
  fetch(`${devnet.urls.services}/dev/faults`, { method: 'POST', body: JSON.stringify({ path, mode }) })

describe('on-ramp flow against devnet', () => {
  test('default: options, a quote, the checkout URL in the popup, Pay, then done with the quoted amount on anvil', async () => {
    const me = devnet.evmAccounts[5]!.address
    const popup = checkoutWindow()
    let returned = false
    const flow = createOnrampFlow({
      getApi: async () => createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'onramp-flow-test' }),
      getAccount: () => `eip155:31337:${me}`,
      getNetwork: () => network,
      openWindow: () => popup,
      returnToAccount: () => (returned = true),
      debounceMs: 10,
      pollMs: 50,
      returnDelayMs: 0,
    })
    await flow.open()
    expect(flow.store.getState()).toMatchObject({ status: 'ready', usingDefaults: false, paymentCurrency: { id: 'USD' } })
    expect(flow.store.getState().purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'DUSD'])
    flow.selectPurchaseCurrency('DUSD')
    flow.setAmount('5')
    expect(flow.store.getState()).toMatchObject({ amountValid: false, amountLimits: { min: '10.00', max: '7500.00' } })
    flow.setAmount('100')
    const quoted = await until(flow, (s) => s.quoteStatus === 'ready')
    expect(quoted.quoteIsEstimate).toBe(false)
    // 100 USD minus the 1% provider fee and the 0.50 network fee, at 1 USD per DUSD.
    expect(quoted.quote?.purchaseAmount).toEqual({ amount: '98.500000', currency: 'DUSD' })
    flow.buy()
    await until(flow, (s) => s.purchase === 'pending')
    const url = new URL(popup.location.href)
    expect(url.pathname).toBe('/dev/onramp')
    expect(await (await fetch(url)).text()).toContain('98.5 DUSD')
    const node = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    const before = await node.readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
    const order = {
      orderId: url.searchParams.get('orderId'),
      address: me,
      asset: 'DUSD',
      chainId: '31337',
      cryptoAmount: url.searchParams.get('crypto'),
      outcome: 'pay',
    }
    await fetch(`${devnet.urls.services}/dev/onramp/pay`, { method: 'POST', body: JSON.stringify(order) })
    const done = await until(flow, (s) => s.purchase === 'done')
    expect(done.purchased).toEqual({ amount: '98.5', symbol: 'DUSD' })
    const after = await node.readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
    expect(after - before).toBe(parseUnits('98.5', 6))
    await expect.poll(() => returned).toBe(true)
    flow.close()
  })

  test('behavior: a declined checkout ends as failed', async () => {
    const popup = checkoutWindow()
    const me = devnet.evmAccounts[6]!.address
    const flow = flowFor(me, popup)
    await flow.open()
    flow.setAmount('50')
    await until(flow, (s) => s.quoteStatus === 'ready')
    flow.buy()
    await until(flow, (s) => s.purchase === 'pending')
    const url = new URL(popup.location.href)
    await fetch(`${devnet.urls.services}/dev/onramp/pay`, {
      method: 'POST',
      body: JSON.stringify({
        orderId: url.searchParams.get('orderId'),
        address: me,
        asset: 'ETH',
        chainId: '31337',
        cryptoAmount: url.searchParams.get('crypto'),
        outcome: 'decline',
      }),
    })
    await until(flow, (s) => s.purchase === 'failed')
    flow.close()
  })
})

describe('on-ramp flow with faulty endpoints', () => {
  for (const mode of ['garbage', 'status-500', 'timeout'] as const) {
    test(`behavior: ${mode} from options gives the SPEC defaults, from quote the mocked estimate, from the URL generator the SPEC text`, async () => {
      const popup = checkoutWindow()
      const me = devnet.evmAccounts[7]!.address
      await setFault('/v1/onramp/options', mode)
      await setFault('/v1/onramp/quote', mode)
      await setFault('/v1/generators/onrampurl', mode)
      const flow = flowFor(me, popup, 300, ['/v1/onramp/options', '/v1/onramp/quote', '/v1/generators/onrampurl'])
      try {
        await flow.open()
        const opened = flow.store.getState()
        expect(opened.usingDefaults).toBe(true)
        expect(opened.paymentCurrencies).toEqual([
          {
            id: 'USD',
            payment_method_limits: [
              { id: 'card', min: '10.00', max: '7500.00' },
              { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
            ],
          },
          {
            id: 'EUR',
            payment_method_limits: [
              { id: 'card', min: '10.00', max: '7500.00' },
              { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
            ],
          },
        ])
        // No purchase currencies from the service: the network's own coin.
        expect(opened.purchaseCurrency?.symbol).toBe('ETH')
        flow.selectPaymentMethod('ach_bank_account')
        flow.setAmount('20000')
        const quoted = await until(flow, (s) => s.quoteStatus === 'ready')
        expect(quoted).toMatchObject({ quoteIsEstimate: true, quote: { quoteId: 'mocked-quote-id', purchaseAmount: { amount: '20000' } } })
        flow.buy()
        const failed = await until(flow, (s) => s.purchase === 'idle' && s.error !== undefined)
        expect(toUserMessage(failed.error, 'blank')).toBe('Something went wrong')
        expect(popup.closed).toBe(true)
      } finally {
        flow.close()
        await fetch(`${devnet.urls.services}/dev/faults/reset`, { method: 'POST' })
      }
    })
  }
})
