// Static fixture data for the stories: networks, wallets, a fake account and its balances.
// Nothing here reaches a remote service; connectors answer from memory.
import type { Network } from '@/registry/lib/chains/chain-types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import type { Connector, ConnectorEvents, ConnectorType } from '@/registry/lib/connectors/connector-interface'
import type { WalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** An account whose identity fixture (public/v1/identity/) has a name and an avatar. */
export const PROFILE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A square SVG logo as a data URL, so no image is fetched. */
export function logo(label: string, color: string, shape: 'square' | 'circle' = 'square'): string {
  const body =
    shape === 'circle' ? `<circle cx="32" cy="32" r="32" fill="${color}"/>` : `<rect width="64" height="64" rx="14" fill="${color}"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}<text x="32" y="41" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const evm = (id: number, name: string, color: string, symbol = 'ETH'): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: symbol === 'ETH' ? 'Ether' : symbol, symbol, decimals: 18 },
  // Never called: the stories' connectors answer from memory and balances come from fixtures.
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  assets: { imageUrl: logo(name.slice(0, 1), color, 'circle') },
})

export const ethereum = evm(1, 'Ethereum', '#627eea')
export const optimism = evm(10, 'OP Mainnet', '#ff0420')
export const base = evm(8453, 'Base', '#0052ff')
export const arbitrum = evm(42161, 'Arbitrum One', '#28a0f0')
export const networks: readonly Network[] = [ethereum, optimism, base, arbitrum]
/** A chain the app does not configure, for UnsupportedChain. */
export const UNSUPPORTED_CHAIN_ID = 56

type FixtureConnectorOptions = {
  id: string
  name: string
  color: string
  type?: ConnectorType
  rdns?: string
  /** How connect() answers: at once, never (the wallet prompt stays open) or with an error. */
  connect?: 'resolve' | 'pending' | 'reject' | 'fail'
  chainId?: number
  address?: string
}

/** An in-memory EIP-1193 wallet in the Connector shape. */
export function fixtureConnector({
  id,
  name,
  color,
  type = 'ANNOUNCED',
  rdns,
  connect = 'resolve',
  chainId: initialChain = 1,
  address = ADDRESS,
}: FixtureConnectorOptions): Connector {
  const events = createEmitter<ConnectorEvents>()
  let chainId: number = initialChain
  return {
    id,
    name,
    type,
    chain: 'eip155',
    imageUrl: logo(name.slice(0, 1), color),
    info: { rdns: rdns ?? id, name },
    events,
    async connect() {
      if (connect === 'pending') return new Promise<never>(() => {})
      if (connect === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (connect === 'fail') throw new Error('The wallet is locked.')
      return { address, chainId, accounts: [address] }
    },
    disconnect: async () => {},
    getAccounts: async () => [address],
    getChainId: async () => chainId,
    switchChain: async (network) => {
      chainId = Number(network.id)
      events.emit('chainChanged', chainId)
    },
    request: async ({ method }) => {
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method === 'eth_accounts') return [address]
      throw Object.assign(new Error(`${method} is not supported by the docs wallet`), { code: 4200 })
    },
  }
}

export const browserWallets = {
  devnet: () => fixtureConnector({ id: 'dev.walletkit.devnet', name: 'Devnet Wallet', color: '#3396ff' }),
  rabby: () => fixtureConnector({ id: 'io.rabby', name: 'Rabby Wallet', color: '#7084ff' }),
}

const wallet = (id: string, name: string, color: string, links: Partial<CatalogueWallet> = {}): CatalogueWallet => ({
  id,
  name,
  image_url: logo(name.slice(0, 1), color),
  chains: ['eip155:1'],
  ...links,
})

export const featuredWallets: readonly CatalogueWallet[] = [
  wallet('pocket', 'Pocket Wallet', '#e6007a', {
    mobile_link: 'https://pocket.example/app',
    desktop_link: 'pocket://',
    webapp_link: 'https://web.pocket.example',
  }),
  wallet('harbor', 'Harbor', '#0f766e'),
]

export const recommendedWallets: readonly CatalogueWallet[] = [
  wallet('lantern', 'Lantern', '#d97706'),
  wallet('orbit', 'Orbit Wallet', '#4f46e5'),
]

const token = (name: string, symbol: string, numeric: string, price: number, iconColor: string, address?: string): TokenBalance => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address,
  price,
  value: Number(numeric) * price,
  quantity: { decimals: '18', numeric },
  iconUrl: logo(symbol.slice(0, 1), iconColor, 'circle'),
})

export const balances: readonly TokenBalance[] = [
  token('Ether', 'ETH', '1.284512', 3120.55, '#627eea'),
  token('USD Coin', 'USDC', '2450.5', 1, '#2775ca', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
  token('Dai', 'DAI', '310.0213', 1, '#f5ac37', '0x6b175474e89094c44da98b954eedeac495271d0f'),
]

/**
 * sign-client's shape, in memory: each pairing gets a fixed URI and no wallet ever answers, so
 * the WalletConnect views stay on their QR.
 */
export function fixtureWalletConnectClient(): WalletConnectClient {
  let pairing = 0
  return {
    async connect() {
      pairing += 1
      const uri = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'3c'.repeat(32)}&expiryTimestamp=${1_900_000_000 + pairing}`
      return { uri, approval: () => new Promise<never>(() => {}) }
    },
    sessions: () => [],
    request: async () => undefined,
    disconnect: async () => {},
    onEvent: () => {},
    close: async () => {},
  }
}

/**
 * The secure frame's answers, scripted: e-mail goes to the code step, the Farcaster link is a
 * fixed URL whose approval never arrives, and signing requests wait in the approval queue.
 */
export function fixtureFrame(): FrameClient {
  const never = () => new Promise<never>(() => {})
  const answers: Record<string, (payload: unknown) => unknown> = {
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: () => ({}),
    GET_USER: () => ({ address: ADDRESS, chainId: 'eip155:1', email: 'ada@example.com' }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1] }),
    SET_PREFERRED_ACCOUNT: (payload) => ({ type: (payload as { type: string }).type, address: ADDRESS }),
    GET_FARCASTER_URI: () => ({ url: 'https://farcaster.example/~/siwf?channelToken=walletkit-docs' }),
    CONNECT_FARCASTER: never,
    IS_CONNECTED: () => ({ isConnected: false }),
    // The real frame answers a signature only after the user's click inside it: here it keeps asking.
    RPC_REQUEST: never,
  }
  const frame = {
    origin: 'http://127.0.0.1:1',
    request: async (name: string, payload: unknown) => (answers[name] ?? (() => ({})))(payload),
    getChainId: () => 'eip155:1',
    setChainId: () => {},
    abortPending: () => {},
    // The kit keeps the frame's app data current (its locale) through this, as on the real client.
    syncDappData: () => {},
    // Loaded and READY from the start, so the social buttons are live as in an app after load.
    ready: Promise.resolve(),
    isReady: true,
    onReadyChange: () => () => {},
  }
  return frame as unknown as FrameClient
}

/** Hex of a UTF-8 message, as personal_sign carries it. */
export function toHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}
