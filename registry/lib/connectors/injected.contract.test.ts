import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { createDevnetWalletProvider } from '../../../apps/test-wallet/src/provider'
import type { Network } from '@/registry/lib/chains/chain-types'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import { ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

let devnet: Devnet
let networks: Network[]

function connectorFor(chains: Devnet['evmChains']) {
  const provider = createDevnetWalletProvider({ chains })
  return {
    provider,
    connector: createInjectedConnector({
      provider,
      id: 'dev.walletkit.devnet',
      name: 'Devnet Wallet',
      type: 'ANNOUNCED',
      rdns: 'dev.walletkit.devnet',
    }),
  }
}

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  networks = devnetEvmNetworks(devnet.evmChains)
})
afterAll(() => devnet?.stop())

describe('injected connector against the test wallet on anvil', () => {
  test('behavior: connect reads the real dev account and its balance', async () => {
    const { connector } = connectorFor(devnet.evmChains)
    const result = await connector.connect()
    expect(result.address.toLowerCase()).toBe(devnet.evmAccounts[0]?.address.toLowerCase())
    expect(result.chainId).toBe(31337)
    const balance = await connector.request?.({ method: 'eth_getBalance', params: [result.address, 'latest'] })
    expect(BigInt(String(balance))).toBeGreaterThan(0n)
  })

  test('behavior: switches between chain 31337 and 31338 on the real nodes', async () => {
    const { connector } = connectorFor(devnet.evmChains)
    await connector.connect()
    const changes: (number | string)[] = []
    connector.events.on('chainChanged', (id) => changes.push(id))
    await connector.switchChain(networks[1] as Network)
    expect(await connector.getChainId()).toBe(31338)
    expect(await connector.request?.({ method: 'net_version' })).toBe('31338')
    await connector.switchChain(networks[0] as Network)
    expect(await connector.request?.({ method: 'net_version' })).toBe('31337')
    expect(changes).toEqual([31338, 31337])
  })

  test('behavior: an unknown chain is added on 4902 and then switched to', async () => {
    const { connector } = connectorFor(devnet.evmChains.slice(0, 1))
    await connector.connect()
    await connector.switchChain(networks[1] as Network)
    expect(await connector.getChainId()).toBe(31338)
    expect(await connector.request?.({ method: 'net_version' })).toBe('31338')
  })

  test('behavior: a chain the wallet cannot add fails with Chain is not supported', async () => {
    const { connector } = connectorFor(devnet.evmChains.slice(0, 1))
    await connector.connect()
    const broken: Network = { ...(networks[1] as Network), rpcUrls: { default: { http: [] } } }
    const error = await connector.switchChain(broken).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
  })

  test('behavior: a rejected connect maps 4001 to the user-rejected alert', async () => {
    const { connector, provider } = connectorFor(devnet.evmChains)
    provider.hooks.rejectNextRequest()
    const error = await connector.connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).alert.kind).toBe('ALERT_USER_REJECTED_REQUEST')
  })

  test('behavior: eth_sendTransaction through the wallet is mined by anvil', async () => {
    const { connector } = connectorFor(devnet.evmChains)
    const { address } = await connector.connect()
    const to = devnet.evmAccounts[1]?.address
    const hash = await connector.request?.({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x1' }] })
    expect(String(hash)).toMatch(/^0x[0-9a-f]{64}$/)
    // anvil mines on submission, but may answer the hash before the receipt is indexed.
    let receipt: { status: string } | null = null
    for (let attempt = 0; attempt < 50 && !receipt; attempt++) {
      receipt = (await connector.request?.({ method: 'eth_getTransactionReceipt', params: [hash] })) as { status: string } | null
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(receipt?.status).toBe('0x1')
  })

  test('behavior: the stores follow the real wallet, and a wallet-side unsupported chain opens UnsupportedChain', async () => {
    const kit = createWalletKit({ projectId: 'test', networks, storage: createMemoryStorage() })
    const { connector, provider } = connectorFor(devnet.evmChains)
    kit.connectors.register(connector)
    await kit.connection.connect(connector)
    expect(kit.connection.store.getState().account?.address?.toLowerCase()).toBe(devnet.evmAccounts[0]?.address.toLowerCase())
    await kit.networks.switchNetwork(networks[1] as Network)
    expect(kit.networks.getActiveNetwork()?.id).toBe(31338)
    expect(kit.connection.store.getState().account?.caipAddress).toMatch(/^eip155:31338:0x/)
    kit.modal.open()
    provider.hooks.switchChain(999)
    expect(kit.router.store.getState().view).toBe('UnsupportedChain')
    expect(kit.networks.store.getState().unsupported).toBe(true)
    provider.hooks.disconnect()
    expect(kit.connection.store.getState().status).toBe('disconnected')
  })
})
