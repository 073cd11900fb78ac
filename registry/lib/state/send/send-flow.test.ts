import { describe, expect, test, vi } from 'vitest'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { solanaNetwork } from '../test/fake-connector'
import {
  serveSendApi,
  sender,
  receiver,
  solanaSender,
  solanaReceiver,
  anvil,
  gwei,
  balances,
  scriptedChains,
  setup,
  snack,
  sendApi,
} from './test/send-flow-setup'

// The send flow on the kit's real stores against a local blockchain API; failures are in
// send-flow-failures.test.ts, the real chains in send-flow.contract.test.ts.
serveSendApi()

describe('createSendFlow', () => {
  test('default: balances of the active network, the native coin first, the network total and the gas price with its USD value', async () => {
    const { flow, stop } = await setup()
    await vi.waitFor(() => expect(flow.store.getState().gasPriceInUSD).toBeDefined())
    const state = flow.store.getState()
    expect(state.tokenBalances.map((b) => b.symbol)).toEqual(['ETH', 'DUSD'])
    expect(state.token?.symbol).toBe('ETH')
    expect(state.networkBalanceInUSD).toBe(2600)
    expect(state.gasPrice).toBe(2n * gwei)
    // 21000 gas at 2 gwei at 2500 USD per ETH.
    expect(state.gasPriceInUSD).toBeCloseTo(0.105, 10)
    stop()
  })

  test('behavior: a failed gas price is asked again once its 30 s block is over while the view is open, and not after it closed', async () => {
    sendApi.gasPriceDown = true
    // Only setTimeout is faked, before the failure schedules the retry; HTTP stays real. (vi.waitFor
    // would advance the fake clock, so the failures are awaited by polling on setImmediate.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const until = async (condition: () => boolean) => {
      const start = Date.now()
      while (!condition() && Date.now() - start < 10_000) await new Promise((resolve) => setImmediate(resolve))
      expect(condition()).toBe(true)
    }
    try {
      const { flow, stop } = await setup()
      await until(() => flow.store.getState().lastRetry !== undefined)
      expect(flow.store.getState().gasPrice).toBeUndefined()
      sendApi.gasPriceDown = false
      // The retry clears the block as it fires: still set means not asked yet. (setup's vi.waitFor
      // may have moved the fake clock a little, so the check stays clear of the 30 s boundary.)
      vi.advanceTimersByTime(25_000)
      expect(flow.store.getState().lastRetry).toBeDefined()
      vi.advanceTimersByTime(5_000)
      await vi.waitFor(() => expect(flow.store.getState().gasPrice).toBe(2n * gwei))
      expect(flow.store.getState().lastRetry).toBeUndefined()
      stop()

      // Closed view: the retry a failure scheduled is dropped.
      sendApi.gasPriceDown = true
      const again = await setup()
      await until(() => again.flow.store.getState().lastRetry !== undefined)
      again.stop()
      sendApi.gasPriceDown = false
      vi.advanceTimersByTime(30_000)
      expect(again.flow.store.getState().lastRetry).toBeDefined()
      expect(again.flow.store.getState().gasPrice).toBeUndefined()
    } finally {
      sendApi.gasPriceDown = false
      vi.useRealTimers()
    }
  })

  test('behavior: the same network set again (a wallet repeating its chain) keeps the picked token and amount; another network resets them', async () => {
    const { kit, flow } = await setup()
    const dusd = flow.store.getState().tokenBalances.find((b) => b.symbol === 'DUSD')
    if (!dusd) throw new Error('DUSD balance')
    flow.setToken(dusd)
    flow.setAmount('5')
    kit.networks.setActive(anvil)
    expect(flow.store.getState().token?.symbol).toBe('DUSD')
    expect(flow.store.getState().sendTokenAmount).toBe('5')
    kit.networks.setActive(solanaNetwork)
    expect(flow.store.getState().token?.symbol).not.toBe('DUSD')
  })

  test('behavior: max keeps the fee for the native coin and sends all of a token', async () => {
    const { flow, stop } = await setup()
    // The typical gas units come with the first balances, the gas price from its own request: wait for both.
    await vi.waitFor(() => expect([flow.store.getState().gasUnits, typeof flow.store.getState().gasPrice]).toEqual([21_000n, 'bigint']))
    flow.setMax()
    expect(flow.store.getState().sendTokenAmount).toBe('0.999958')
    flow.setToken(balances[1] as TokenBalance)
    flow.setMax()
    expect(flow.store.getState().sendTokenAmount).toBe('100')
    stop()
  })

  test('behavior: a typed address shows its identity; a name resolves through the profile service', async () => {
    const { flow, stop } = await setup()
    flow.setReceiver(receiver)
    expect(flow.store.getState().resolvingReceiver).toBe(true)
    await vi.waitFor(() => expect(flow.store.getState().resolvingReceiver).toBe(false))
    expect(flow.store.getState()).toMatchObject({
      receiverAddress: receiver,
      receiverProfileName: 'bob.eth',
      receiverProfileImageUrl: 'http://127.0.0.1/bob.png',
    })
    flow.setReceiver('alice.reown.id')
    expect(flow.store.getState().receiverAddress).toBeUndefined()
    await vi.waitFor(() => expect(flow.store.getState().resolvingReceiver).toBe(false))
    expect(flow.store.getState()).toMatchObject({
      receiverAddress: receiver,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImageUrl: 'http://127.0.0.1/alice.png',
      receiverError: undefined,
    })
    flow.setReceiver('nobody.reown.id')
    await vi.waitFor(() => expect(flow.store.getState().resolvingReceiver).toBe(false))
    expect(flow.store.getState()).toMatchObject({ receiverAddress: undefined, receiverError: 'Name not found' })
    stop()
  })

  test('behavior: typing fast looks up only the last name, after the 500 ms pause', async () => {
    const { flow, stop } = await setup()
    vi.useFakeTimers()
    const before = sendApi.requests.filter((r) => r.url.pathname.startsWith('/v1/profile/')).length
    flow.setReceiver('ali')
    flow.setReceiver('alice.reown.id')
    await vi.advanceTimersByTimeAsync(499)
    expect(sendApi.requests.filter((r) => r.url.pathname.startsWith('/v1/profile/')).length).toBe(before)
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    expect(
      sendApi.requests
        .filter((r) => r.url.pathname.startsWith('/v1/profile/'))
        .map((r) => r.url.pathname)
        .slice(before),
    ).toEqual(['/v1/profile/account/alice.reown.id'])
    stop()
  })

  test('behavior: success goes to Account, shows Transaction started, resets, and waits 25000 ms for the receipt', async () => {
    const { kit, flow, chains, events, stop } = await setup()
    flow.setReceiver(receiver)
    flow.setAmount('0.25')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect(kit.router.store.getState().view).toBe('Account')
    expect(snack(kit)).toMatchObject({ open: true, variant: 'success', message: 'Transaction started' })
    const [call] = (chains as ReturnType<typeof scriptedChains>).calls.sendEvm as Array<Record<string, unknown>>
    expect(call).toMatchObject({ from: sender, to: receiver, amount: 250_000_000_000_000_000n, token: undefined, timeout: 25000 })
    expect(flow.store.getState()).toMatchObject({
      sendTokenAmount: undefined,
      receiverInput: '',
      receiverAddress: undefined,
      loading: false,
    })
    expect(flow.store.getState().token?.symbol).toBe('ETH')
    expect(events).toEqual([{ type: 'SEND_SUCCESS', event: { namespace: 'eip155', hash: '0xhash', token: 'ETH' } }])
    stop()
  })

  test('behavior: the wallet prompt has no timeout (SPEC §9, "the product passes timeout 0"): a user who answers after ten minutes still sends', async () => {
    let answer: (hash: string) => void = () => {}
    const chains = scriptedChains({ evm: () => new Promise<string>((resolve) => (answer = resolve)) })
    const { kit, flow, stop } = await setup({ chains })
    flow.setReceiver(receiver)
    flow.setAmount('0.25')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    try {
      const sent = flow.send()
      await vi.advanceTimersByTimeAsync(10 * 60_000)
      expect(flow.store.getState().loading).toBe(true)
      expect(snack(kit)).not.toMatchObject({ variant: 'error' })
      answer('0xlate')
      await sent
    } finally {
      vi.useRealTimers()
    }
    expect(kit.router.store.getState().view).toBe('Account')
    expect(snack(kit)).toMatchObject({ open: true, variant: 'success', message: 'Transaction started' })
    stop()
  })

  test('behavior: an ERC-20 goes to its contract address with the token decimals', async () => {
    const { flow, chains, stop } = await setup()
    flow.setToken(balances[1] as TokenBalance)
    flow.setAmount('12.5')
    flow.setReceiver(receiver)
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect((chains as ReturnType<typeof scriptedChains>).calls.sendEvm[0]).toMatchObject({
      amount: 12_500_000n,
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
    stop()
  })

  test('behavior: invalid input is refused before the wallet is asked, and the view stays', async () => {
    const { kit, flow, chains, stop } = await setup()
    flow.setAmount('0.1')
    await flow.send()
    expect(snack(kit)).toMatchObject({ variant: 'error', message: 'Please enter a valid amount and receiver address' })
    expect(kit.router.store.getState().view).toBe('Send')
    expect((chains as ReturnType<typeof scriptedChains>).calls.sendEvm).toEqual([])
    stop()
  })

  test('parameters: solana sends SOL through the wallet; missing amount is the SPEC text', async () => {
    const { kit, flow, chains, stop } = await setup({ namespace: 'solana' })
    expect(flow.store.getState().gasPrice).toBeUndefined()
    flow.setReceiver(solanaReceiver)
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(solanaReceiver))
    await flow.send()
    expect(snack(kit)).toMatchObject({ variant: 'error', message: 'Please enter a valid amount and receiver address' })
    flow.setMax()
    expect(flow.store.getState().sendTokenAmount).toBe('1.999995')
    await flow.send()
    // An error toast was open: it closes and the success shows 150 ms later (SPEC §4).
    expect(snack(kit).open).toBe(false)
    await vi.waitFor(() => expect(snack(kit)).toMatchObject({ open: true, variant: 'success', message: 'Transaction started' }))
    expect((chains as ReturnType<typeof scriptedChains>).calls.sendSolana[0]).toMatchObject({
      from: solanaSender,
      to: solanaReceiver,
      amount: '1.999995',
      token: undefined,
    })
    stop()
  })
})
