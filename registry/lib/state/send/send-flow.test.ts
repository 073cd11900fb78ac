import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createAnalyticsClient } from '@/registry/lib/api/analytics/create-analytics-client'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { Network } from '@/registry/lib/chains/types'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { createSendFlow, type SendFlowEvents } from './send-flow'
import { trackSendEvents } from './track-send-events'
import type { SendChains } from './send-chains'
import { evmNetwork, fakeConnector, solanaNetwork } from '../test/fake-connector'
import { startLocalServer, type LocalServer } from '../../api/test-utils/local-server'

// The kit's real stores and a real HTTP blockchain API (a local server); chain access is scripted
// here and exercised for real against devnet in send-flow.contract.test.ts.

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solanaSender = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const solanaReceiver = 'So11111111111111111111111111111111111111112'
const anvil = evmNetwork(31337, 'Devnet')
const polkadot: Network = {
  ...solanaNetwork,
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
}
const platform = { isMobile: () => false, isTelegram: () => false, os: () => 'other' as const }
const gwei = 1_000_000_000n

const balances: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 2500,
    price: 2500,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  },
  {
    name: 'Dev USD',
    symbol: 'DUSD',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 100,
    price: 1,
    quantity: { decimals: '6', numeric: '100' },
    iconUrl: '',
  },
  {
    name: 'Solana',
    symbol: 'SOL',
    chainId: solanaNetwork.caipNetworkId,
    value: 300,
    price: 150,
    quantity: { decimals: '9', numeric: '2' },
    iconUrl: '',
  },
]

let api: LocalServer
// A test sets it to make the gas-price endpoint answer 503.
let gasPriceDown = false
beforeAll(async () => {
  api = await startLocalServer((request) => {
    const path = request.url.pathname
    if (path === '/v1/supported-chains') return { json: { http: ['eip155:31337', solanaNetwork.caipNetworkId], ws: [] } }
    if (path === '/v1/convert/gas-price')
      return gasPriceDown ? { status: 503, json: {} } : { json: { standard: String(2n * gwei), fast: '3', instant: '4' } }
    if (path === `/v1/identity/${receiver}`) return { json: { name: 'bob.eth', avatar: 'http://127.0.0.1/bob.png' } }
    if (path.startsWith('/v1/identity/')) return { json: { name: null, avatar: null } }
    if (path === '/v1/profile/account/alice.reown.id')
      return {
        json: {
          name: 'alice.reown.id',
          registered_at: '2026-01-01',
          addresses: { '60': { address: receiver, created: '2026-01-01' } },
          attributes: [{ avatar: 'http://127.0.0.1/alice.png' }],
        },
      }
    if (path.startsWith('/v1/profile/account/'))
      return { status: 404, json: { status: 'ERROR', reasons: [{ name: 'name', description: 'Name not found' }] } }
    if (path === '/e') return { json: {} }
    return { status: 404, json: {} }
  })
})
afterAll(() => api.close())
afterEach(() => vi.useRealTimers())

type Calls = { sendEvm: unknown[]; sendSolana: unknown[]; sendBitcoin: unknown[] }
function scriptedChains(outcome: { evm?: () => Promise<string>; solana?: () => Promise<string> } = {}): SendChains & { calls: Calls } {
  const calls: Calls = { sendEvm: [], sendSolana: [], sendBitcoin: [] }
  return {
    calls,
    estimateEvmGas: async ({ token }) => (token ? 65_000n : 21_000n),
    sendEvm: async (parameters) => (calls.sendEvm.push(parameters), (outcome.evm ?? (async () => '0xhash'))()),
    sendSolana: async (parameters) => (calls.sendSolana.push(parameters), (outcome.solana ?? (async () => 'signature'))()),
    sendBitcoin: async (parameters) => (calls.sendBitcoin.push(parameters), 'ab'.repeat(32)),
  }
}

async function setup(
  options: { chains?: SendChains; network?: Network; namespace?: 'eip155' | 'solana' | 'polkadot'; accountType?: 'smartAccount' } = {},
) {
  const namespace = options.namespace ?? 'eip155'
  const network = options.network ?? (namespace === 'solana' ? solanaNetwork : namespace === 'polkadot' ? polkadot : anvil)
  const kit = createWalletKit({
    projectId: 'p',
    networks: [anvil, solanaNetwork, polkadot],
    defaultNetwork: network,
    storage: createMemoryStorage(),
    platform,
    balances: { fetchBalances: async ({ caipNetworkId }) => balances.filter((b) => b.chainId === caipNetworkId) },
  })
  const address = namespace === 'solana' ? solanaSender : sender
  const connector = fakeConnector({
    id: `wallet-${namespace}`,
    chain: namespace,
    accounts: [address],
    chainId: network.id,
    request: async () => undefined,
  })
  kit.connectors.register(connector)
  await kit.connection.connect(connector)
  if (options.accountType) kit.connection.updateAccount(namespace, { preferredAccountType: options.accountType })
  kit.router.reset('Account')
  kit.router.push('Send')
  const posted: unknown[] = []
  const analytics = createAnalyticsClient({
    baseUrl: api.url,
    projectId: 'p',
    location: () => ({ href: 'http://127.0.0.1/', hostname: '127.0.0.1' }),
  })
  const chains = options.chains ?? scriptedChains()
  const flow = createSendFlow({
    connection: kit.connection,
    networks: kit.networks,
    balances: kit.balances,
    snackbar: kit.snackbar,
    router: kit.router,
    getApi: async () => createBlockchainApiClient({ baseUrl: api.url, projectId: 'p' }),
    blockchainApiUrl: api.url,
    chains,
  })
  trackSendEvents(flow.events, { sendEvent: (props) => (posted.push(props), analytics.sendEvent(props)) })
  const events: Array<{ type: keyof SendFlowEvents; event: unknown }> = []
  for (const type of ['SEND_SUCCESS', 'SEND_ERROR', 'SEND_REJECTED'] as const) flow.events.on(type, (event) => events.push({ type, event }))
  const stop = flow.start()
  if (namespace !== 'polkadot') await vi.waitFor(() => expect(flow.store.getState().tokenBalances.length).toBeGreaterThan(0))
  return { kit, flow, chains, events, posted, stop }
}

const snack = (kit: ReturnType<typeof createWalletKit>) => kit.snackbar.store.getState()

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
    gasPriceDown = true
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
      gasPriceDown = false
      // The retry clears the block as it fires: still set means not asked yet. (setup's vi.waitFor
      // may have moved the fake clock a little, so the check stays clear of the 30 s boundary.)
      vi.advanceTimersByTime(25_000)
      expect(flow.store.getState().lastRetry).toBeDefined()
      vi.advanceTimersByTime(5_000)
      await vi.waitFor(() => expect(flow.store.getState().gasPrice).toBe(2n * gwei))
      expect(flow.store.getState().lastRetry).toBeUndefined()
      stop()

      // Closed view: the retry a failure scheduled is dropped.
      gasPriceDown = true
      const again = await setup()
      await until(() => again.flow.store.getState().lastRetry !== undefined)
      again.stop()
      gasPriceDown = false
      vi.advanceTimersByTime(30_000)
      expect(again.flow.store.getState().lastRetry).toBeDefined()
      expect(again.flow.store.getState().gasPrice).toBeUndefined()
    } finally {
      gasPriceDown = false
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
    const before = api.requests.filter((r) => r.url.pathname.startsWith('/v1/profile/')).length
    flow.setReceiver('ali')
    flow.setReceiver('alice.reown.id')
    await vi.advanceTimersByTimeAsync(499)
    expect(api.requests.filter((r) => r.url.pathname.startsWith('/v1/profile/')).length).toBe(before)
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    expect(
      api.requests
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

  test('behavior: an EVM failure is Something went wrong with the SEND_ERROR event, sent to analytics; the input stays', async () => {
    const chains = scriptedChains({ evm: () => Promise.reject(new Error('execution reverted')) })
    const { kit, flow, events, posted, stop } = await setup({ chains })
    flow.setReceiver(receiver)
    flow.setAmount('0.1')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect(snack(kit)).toMatchObject({ open: true, variant: 'error', message: 'Something went wrong' })
    expect(events).toEqual([
      {
        type: 'SEND_ERROR',
        event: {
          namespace: 'eip155',
          message: 'Something went wrong',
          token: 'ETH',
          isSmartAccount: false,
          address: sender,
          network: 'eip155:31337',
          amount: '0.1',
        },
      },
    ])
    expect(posted).toEqual([
      {
        type: 'track',
        event: 'SEND_ERROR',
        address: sender,
        properties: { message: 'Something went wrong', isSmartAccount: false, network: 'eip155:31337', token: 'ETH', amount: '0.1' },
      },
    ])
    await vi.waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/e' && r.body.includes('"SEND_ERROR"'))).toBe(true))
    expect(flow.store.getState()).toMatchObject({ sendTokenAmount: '0.1', receiverAddress: receiver, loading: false })
    stop()
  })

  test('behavior: a declined prompt (4001) is no error toast and no SEND_ERROR', async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { kit, flow, events, posted, stop } = await setup({
      chains: scriptedChains({ evm: () => Promise.reject(new Error('wrapped', { cause: declined })) }),
    })
    flow.setReceiver(receiver)
    flow.setAmount('0.1')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect(snack(kit).variant === 'error' && snack(kit).open).toBe(false)
    expect(events).toEqual([{ type: 'SEND_REJECTED', event: { namespace: 'eip155' } }])
    // Analytics records the refusal as what it is: SEND_REJECTED, no SEND_ERROR.
    expect(posted).toEqual([{ type: 'track', event: 'SEND_REJECTED', properties: { namespace: 'eip155' } }])
    expect(flow.store.getState()).toMatchObject({ sendTokenAmount: '0.1', loading: false })
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

  test('behavior: a Solana failure is Failed to send transaction. Please try again. without SEND_ERROR', async () => {
    const { kit, flow, events, stop } = await setup({
      namespace: 'solana',
      chains: scriptedChains({ solana: () => Promise.reject(new Error('blockhash expired')) }),
    })
    flow.setReceiver(solanaReceiver)
    flow.setAmount('0.5')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(solanaReceiver))
    await flow.send()
    await vi.waitFor(() =>
      expect(snack(kit)).toMatchObject({ open: true, variant: 'error', message: 'Failed to send transaction. Please try again.' }),
    )
    expect(events).toEqual([])
    stop()
  })

  test('behavior: sending on another namespace is Unsupported chain', async () => {
    const { kit, flow, stop } = await setup({ namespace: 'polkadot' })
    flow.setAmount('1')
    await flow.send()
    expect(snack(kit)).toMatchObject({ variant: 'error', message: 'Unsupported chain' })
    stop()
  })

  test('behavior: a smart account flags SEND_ERROR with isSmartAccount', async () => {
    const { flow, events, stop } = await setup({
      accountType: 'smartAccount',
      chains: scriptedChains({ evm: () => Promise.reject(new Error('boom')) }),
    })
    expect(flow.accountType()).toBe('smartAccount')
    flow.setReceiver(receiver)
    flow.setAmount('0.1')
    await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(receiver))
    await flow.send()
    expect(events[0]).toMatchObject({ type: 'SEND_ERROR', event: { isSmartAccount: true } })
    stop()
  })
})
