import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createDevnetWalletProvider } from '../../../../apps/test-wallet/src/provider'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { getBalances } from '@/registry/lib/api/blockchain/get-balances'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import { formatUnits } from '@/registry/lib/connectors/wallet-assets'
import { reloadBalances } from '@/registry/lib/state/connection/kit-evm-account'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

let devnet: Devnet
let networks: Network[]

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  networks = devnetEvmNetworks(devnet.evmChains)
})
afterAll(() => devnet?.stop())

async function nodeBalance(address: string): Promise<string> {
  const response = await fetch(devnet.urls.evmRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  const { result } = (await response.json()) as { result: string }
  return formatUnits(BigInt(result), 18)
}

async function connectedKit(options: { assetDiscovery: boolean; apiFails?: boolean }) {
  const api = createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'test' })
  const kit = createWalletKit({
    projectId: 'test',
    networks,
    storage: createMemoryStorage(),
    balances: {
      fetchBalances: ({ address, caipNetworkId }) =>
        options.apiFails ? Promise.reject(new Error('API must not be asked')) : getBalances(api, { address, chainId: caipNetworkId }),
    },
  })
  const { erc20 } = devnet
  const provider = createDevnetWalletProvider({
    chains: devnet.evmChains,
    assetDiscovery: options.assetDiscovery
      ? { tokens: [{ address: erc20.address, symbol: erc20.symbol, name: erc20.name, decimals: erc20.decimals }] }
      : undefined,
  })
  const connector = createInjectedConnector({ provider, id: 'dev.walletkit.devnet', name: 'Devnet Wallet', type: 'ANNOUNCED' })
  kit.connectors.register(connector)
  const { address } = await kit.connection.connect(connector)
  return { kit, address }
}

describe('balances store on the local services', () => {
  test('behavior: without wallet asset discovery, the blockchain API balance call gives the real node balance', async () => {
    const { kit, address } = await connectedKit({ assetDiscovery: false })
    await kit.balances.load({ address, caipNetworkId: 'eip155:31337' })
    const state = kit.balances.store.getState()
    expect(state.error).toBeUndefined()
    const eth = state.balances.find((b) => b.symbol === 'ETH')
    expect(Number(eth?.quantity.numeric)).toBeCloseTo(Number(await nodeBalance(address)), 6)
  })

  test('behavior: with wallet_getCapabilities asset discovery, wallet_getAssets is used and the API is not', async () => {
    const { kit, address } = await connectedKit({ assetDiscovery: true, apiFails: true })
    await kit.balances.load({ address, caipNetworkId: 'eip155:31337' })
    const state = kit.balances.store.getState()
    expect(state.error).toBeUndefined()
    expect(state.balances.find((b) => b.symbol === 'ETH')?.quantity.numeric).toBe(await nodeBalance(address))
    const token = state.balances.find((b) => b.symbol === devnet.erc20.symbol)
    expect(token?.address).toBe(`eip155:31337:${devnet.erc20.address}`)
    expect(Number(token?.quantity.numeric)).toBeGreaterThan(0)
  })

  // The reload swap and on-ramp call when they are done (and the embedded wallet after an approved
  // request): the blockchain API client keeps balances 30 s, so a reload from its cache would still
  // show the balance from before.
  test('behavior: reloadBalances after a transfer shows the new node balance, not the 30 s cached one', async () => {
    const kit = createWalletKit({ projectId: 'test', networks, storage: createMemoryStorage(), blockchainApiUrl: devnet.urls.services })
    const provider = createDevnetWalletProvider({ chains: devnet.evmChains })
    const connector = createInjectedConnector({ provider, id: 'dev.walletkit.devnet', name: 'Devnet Wallet', type: 'ANNOUNCED' })
    kit.connectors.register(connector)
    const { address } = await kit.connection.connect(connector)
    const settled = () =>
      new Promise<void>((resolve) => {
        const off = kit.balances.store.subscribe((state) => !state.loading && (off(), resolve()))
      })
    const eth = () => kit.balances.store.getState().balances.find((b) => b.symbol === 'ETH')?.quantity.numeric
    await kit.balances.load({ address, caipNetworkId: 'eip155:31337' })
    const before = eth()
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: devnet.evmAccounts[9]!.address, value: '0xde0b6b3a7640000' }],
    })) as string
    for (let i = 0; i < 100; i++) {
      const receipt = await fetch(devnet.urls.evmRpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
      })
      if (((await receipt.json()) as { result: unknown }).result) break
    }
    const reloaded = settled()
    reloadBalances(kit)
    await reloaded
    expect(eth()).toBe(await nodeBalance(address))
    expect(eth()).not.toBe(before)
  })
})
