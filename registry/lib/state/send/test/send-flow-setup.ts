import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { createAnalyticsClient } from '@/registry/lib/api/analytics/create-analytics-client'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { createSendFlow, type SendFlowEvents } from '../send-flow'
import { trackSendEvents } from '../track-send-events'
import type { SendChains } from '../send-chains'
import { evmNetwork, fakeConnector, solanaNetwork } from '../../test/fake-connector'
import { startLocalServer, type LocalServer } from '../../../api/test-utils/local-server'

// What the send flow's tests share: the kit's real stores and a real HTTP blockchain API (a local
// server); chain access is scripted here and exercised for real against devnet in
// send-flow.contract.test.ts.

export const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const solanaSender = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
export const solanaReceiver = 'So11111111111111111111111111111111111111112'
export const anvil = evmNetwork(31337, 'Devnet')
export const polkadot: Network = {
  ...solanaNetwork,
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
}
const platform = { isMobile: () => false, isTelegram: () => false, os: () => 'other' as const }
export const gwei = 1_000_000_000n

export const balances: TokenBalance[] = [
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

let server: LocalServer | undefined
/** The local blockchain API of the calling test file; a test sets `gasPriceDown` to make the gas-price endpoint answer 503. */
export const sendApi = {
  gasPriceDown: false,
  get url(): string {
    return server!.url
  },
  get requests(): LocalServer['requests'] {
    return server!.requests
  },
}

/** Starts the local API for the calling test file (and stops it after), with real timers after each test. */
export function serveSendApi(): void {
  beforeAll(async () => {
    server = await startLocalServer((request) => {
      const path = request.url.pathname
      if (path === '/v1/supported-chains') return { json: { http: ['eip155:31337', solanaNetwork.caipNetworkId], ws: [] } }
      if (path === '/v1/convert/gas-price')
        return sendApi.gasPriceDown ? { status: 503, json: {} } : { json: { standard: String(2n * gwei), fast: '3', instant: '4' } }
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
  afterAll(() => server?.close())
  afterEach(() => vi.useRealTimers())
}

type Calls = { sendEvm: unknown[]; sendSolana: unknown[]; sendBitcoin: unknown[] }
export function scriptedChains(
  outcome: { evm?: () => Promise<string>; solana?: () => Promise<string> } = {},
): SendChains & { calls: Calls } {
  const calls: Calls = { sendEvm: [], sendSolana: [], sendBitcoin: [] }
  return {
    calls,
    estimateEvmGas: async ({ token }) => (token ? 65_000n : 21_000n),
    sendEvm: async (parameters) => (calls.sendEvm.push(parameters), (outcome.evm ?? (async () => '0xhash'))()),
    sendSolana: async (parameters) => (calls.sendSolana.push(parameters), (outcome.solana ?? (async () => 'signature'))()),
    sendBitcoin: async (parameters) => (calls.sendBitcoin.push(parameters), 'ab'.repeat(32)),
  }
}

export async function setup(
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
    baseUrl: sendApi.url,
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
    getApi: async () => createBlockchainApiClient({ baseUrl: sendApi.url, projectId: 'p' }),
    blockchainApiUrl: sendApi.url,
    chains,
  })
  trackSendEvents(flow.events, { sendEvent: (props) => (posted.push(props), analytics.sendEvent(props)) })
  const events: Array<{ type: keyof SendFlowEvents; event: unknown }> = []
  for (const type of ['SEND_SUCCESS', 'SEND_ERROR', 'SEND_REJECTED'] as const) flow.events.on(type, (event) => events.push({ type, event }))
  const stop = flow.start()
  if (namespace !== 'polkadot') await vi.waitFor(() => expect(flow.store.getState().tokenBalances.length).toBeGreaterThan(0))
  return { kit, flow, chains, events, posted, stop }
}

export const snack = (kit: ReturnType<typeof createWalletKit>) => kit.snackbar.store.getState()
