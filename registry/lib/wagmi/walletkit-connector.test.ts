import {
  connect,
  createConfig,
  disconnect,
  signMessage,
  getAccount,
  getChainId,
  reconnect,
  switchChain,
  watchAccount,
  type GetAccountReturnType,
  type Config,
} from '@wagmi/core'
import { http, SwitchChainError, UserRejectedRequestError, type Chain } from 'viem'
import { describe, expect, test } from 'vitest'
import { createWalletKit } from '../state/start/create-wallet-kit'
import { createMemoryStorage, type KeyValueStorage } from '../state/start/persistence'
import { evmNetwork, fakeConnector } from '../state/test/fake-connector'
import type { Connector } from '../connectors/connector-interface'
import { bindWalletKit, walletKit } from './walletkit-connector'
import { reconnect as restoreSession } from '../state/connection/restore-connection'

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const chain = (id: number): Chain => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
})
const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'

function setup(
  options: { storage?: KeyValueStorage; bind?: boolean; request?: Connector['request']; switchChain?: Connector['switchChain'] } = {},
) {
  const storage = options.storage ?? createMemoryStorage()
  const kit = createWalletKit({ projectId: 'p', networks: [evmNetwork(1), evmNetwork(10)], storage, platform })
  const wallet = fakeConnector({
    accounts: [ALICE],
    chainId: 1,
    request: options.request,
    ...(options.switchChain ? { switchChain: options.switchChain } : {}),
  })
  kit.connectors.register(wallet)
  const config = createConfig({
    chains: [chain(1), chain(10)],
    connectors: [walletKit({ storage })],
    transports: { 1: http(), 10: http() },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const [connector] = config.connectors
  if (options.bind !== false) bindWalletKit(config, kit)
  return { kit, wallet, config, connector: connector!, storage }
}

/** Resolves once wagmi's account state satisfies `predicate` (now or on a later change). */
function until(config: Config, predicate: (account: GetAccountReturnType) => boolean): Promise<GetAccountReturnType> {
  return new Promise((resolve) => {
    if (predicate(getAccount(config))) return resolve(getAccount(config))
    const off = watchAccount(config, {
      onChange(account) {
        if (!predicate(account)) return
        off()
        resolve(account)
      },
    })
  })
}

describe('walletKit wagmi connector', () => {
  test('default: wagmi connect opens the modal and resolves with the account the kit connects', async () => {
    const { kit, wallet, config, connector } = setup()
    const connecting = connect(config, { connector })
    await until(config, (a) => a.status === 'connecting')
    expect(kit.modal.store.getState().open).toBe(true)
    expect(kit.router.store.getState().view).toBe('Connect')
    await kit.connection.connect(wallet)
    await expect(connecting).resolves.toMatchObject({ accounts: [ALICE], chainId: 1 })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE, chainId: 1 })
  })

  test('behavior: closing the modal without connecting rejects wagmi connect with UserRejectedRequestError', async () => {
    const { kit, config, connector } = setup()
    const connecting = connect(config, { connector })
    await until(config, (a) => a.status === 'connecting')
    kit.modal.close()
    await expect(connecting).rejects.toThrow(UserRejectedRequestError)
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('behavior: a kit connected before it is bound connects wagmi at binding; connect() then opens no modal', async () => {
    const { kit, wallet, config, connector } = setup({ bind: false })
    await kit.connection.connect(wallet)
    kit.modal.close()
    bindWalletKit(config, kit)
    await expect(until(config, (a) => a.status === 'connected')).resolves.toMatchObject({ address: ALICE, chainId: 1 })
    await expect(connector.connect()).resolves.toMatchObject({ accounts: [ALICE], chainId: 1 })
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test("behavior: connecting from walletkit's own modal connects wagmi; disconnecting there disconnects wagmi", async () => {
    const { kit, wallet, config } = setup()
    await kit.connection.connect(wallet)
    await expect(until(config, (a) => a.status === 'connected')).resolves.toMatchObject({ address: ALICE, chainId: 1 })
    await kit.connection.disconnectAll()
    await expect(until(config, (a) => a.status === 'disconnected')).resolves.toMatchObject({ address: undefined })
  })

  test("behavior: wagmi disconnect disconnects the kit's EVM wallet", async () => {
    const { kit, wallet, config, connector } = setup()
    await kit.connection.connect(wallet)
    await until(config, (a) => a.status === 'connected')
    await disconnect(config, { connector })
    expect(kit.connection.store.getState().accounts.eip155?.status).toBe('disconnected')
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('behavior: the wallet changing account or chain reaches wagmi', async () => {
    const { kit, wallet, config } = setup()
    await kit.connection.connect(wallet)
    await until(config, (a) => a.status === 'connected')
    wallet.events.emit('accountsChanged', [BOB])
    await expect(until(config, (a) => a.address === BOB)).resolves.toMatchObject({ address: BOB })
    wallet.events.emit('chainChanged', 10)
    await until(config, (a) => a.chainId === 10)
    expect(getChainId(config)).toBe(10)
    expect(kit.networks.getActiveNetwork('eip155')?.id).toBe(10)
    wallet.events.emit('accountsChanged', [])
    await until(config, (a) => a.status === 'disconnected')
  })

  test("behavior: switchChain from wagmi switches the kit's wallet and network; an unknown chain is a SwitchChainError", async () => {
    const { kit, wallet, config, connector } = setup()
    await kit.connection.connect(wallet)
    await until(config, (a) => a.status === 'connected')
    await expect(switchChain(config, { chainId: 10 })).resolves.toMatchObject({ id: 10 })
    expect(wallet.switched.map((n) => n.id)).toEqual([10])
    expect(kit.networks.getActiveNetwork('eip155')?.id).toBe(10)
    expect(getAccount(config).chainId).toBe(10)
    await expect(connector.switchChain!({ chainId: 5 })).rejects.toThrow(SwitchChainError)
  })

  test('behavior: a reload restores through wagmi reconnect, started before the kit exists, without opening the modal', async () => {
    const first = setup()
    await first.kit.connection.connect(first.wallet)
    const storage = first.storage
    // The next page: wagmi reconnects during its first render, the kit is bound and started after.
    const { kit, config } = setup({ storage, bind: false })
    const reconnecting = reconnect(config)
    bindWalletKit(config, kit)
    const stop = kit.start()
    await expect(reconnecting).resolves.toHaveLength(1)
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE })
    expect(kit.modal.store.getState().open).toBe(false)
    stop()
  })

  test('behavior: nothing stored: reconnect ends disconnected without waiting for a kit', async () => {
    const { config } = setup({ bind: false })
    await expect(reconnect(config)).resolves.toEqual([])
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('behavior: a stored session the kit cannot restore leaves wagmi disconnected', async () => {
    const first = setup()
    await first.kit.connection.connect(first.wallet)
    const storage = first.storage
    const kit = createWalletKit({ projectId: 'p', networks: [evmNetwork(1)], storage, platform })
    const config = createConfig({
      chains: [chain(1)],
      connectors: [walletKit({ storage })],
      transports: { 1: http() },
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    const reconnecting = reconnect(config)
    bindWalletKit(config, kit)
    // The wallet is gone: the kit gives the session up after its wait.
    await restoreSession(kit, { waitMs: 0 })
    await expect(reconnecting).resolves.toEqual([])
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('behavior: server rendering: made and asked without a window or a kit, it finds nothing to restore', async () => {
    expect(typeof window).toBe('undefined')
    const config = createConfig({
      chains: [chain(1)],
      connectors: [walletKit()],
      transports: { 1: http() },
      storage: null,
      multiInjectedProviderDiscovery: false,
      ssr: true,
    })
    await expect(config.connectors[0]!.isAuthorized()).resolves.toBe(false)
    await expect(config.connectors[0]!.getAccounts()).resolves.toEqual([])
    await expect(config.connectors[0]!.getChainId()).resolves.toBe(1)
  })

  test("behavior: wagmi actions reach the wallet the kit connected, through the kit's EIP-1193 provider", async () => {
    const seen: string[] = []
    const { kit, wallet, config } = setup({
      request: async ({ method }) => {
        seen.push(method)
        if (method === 'personal_sign') return '0xsigned'
        if (method === 'eth_chainId') return '0x1'
        if (method === 'eth_accounts') return [ALICE]
        throw new Error(`unexpected ${method}`)
      },
    })
    await kit.connection.connect(wallet)
    await until(config, (a) => a.status === 'connected')
    await expect(signMessage(config, { message: 'hello' })).resolves.toBe('0xsigned')
    expect(seen).toContain('personal_sign')
  })

  test('behavior: the wallet declining a switch is UserRejectedRequestError in wagmi, and wagmi stays on its chain', async () => {
    const { kit, wallet, config } = setup({
      switchChain: async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    })
    await kit.connection.connect(wallet)
    await until(config, (a) => a.status === 'connected')
    await expect(switchChain(config, { chainId: 10 })).rejects.toThrow(UserRejectedRequestError)
    expect(getAccount(config).chainId).toBe(1)
  })
})
