import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createDevnetWalletProvider } from '../../../../apps/test-wallet/src/provider'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import {
  SignatureDeclinedError,
  SiwxInitializationError,
  SiwxServerRefusedError,
  SmartAccountSignatureError,
} from '@/registry/lib/errors/siwx-errors'
import { createBrowserSiwx } from '@/registry/lib/siwx/create-browser-siwx'
import type { SiwxConfig } from '@/registry/lib/siwx/siwx-types'
import { createSafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { getSiwxFlow } from '@/registry/lib/state/siwx/siwx-flow'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

let devnet: Devnet
let networks: Network[]

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  networks = devnetEvmNetworks(devnet.evmChains)
}, 120_000)
afterAll(() => devnet?.stop())

function memory() {
  const data = new Map<string, string>()
  return {
    data,
    storage: createSafeStorage(() => ({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    })),
  }
}

/** A kit with the test wallet registered (the injected connector over anvil) and the SIWX flow. */
function setup(siwx: SiwxConfig) {
  const provider = createDevnetWalletProvider({ chains: devnet.evmChains })
  const connector = createInjectedConnector({
    provider,
    id: 'dev.walletkit.devnet',
    name: 'Devnet Wallet',
    type: 'ANNOUNCED',
    rdns: 'dev.walletkit.devnet',
  })
  const kit = createWalletKit({ projectId: 'p', networks, storage: createMemoryStorage(), siwx, blockchainApiUrl: 'http://127.0.0.1:1' })
  kit.connectors.register(connector)
  const flow = getSiwxFlow(kit)
  if (!flow) throw new Error('siwx is set')
  // `start` hands the flow the stores object, the hooks the kit: both must reach one flow.
  expect(getSiwxFlow({ ...kit })).toBe(flow)
  const stop = flow.watch()
  return { kit, flow, provider, connector, stop }
}

const until = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25))
  expect(condition()).toBe(true)
}

describe('SIWX flow with the test wallet on anvil', () => {
  test('default: connect without a session opens SIWXSignMessage; signing keeps a verified session and closes', async () => {
    const { storage, data } = memory()
    const { kit, flow, connector, stop } = setup(createBrowserSiwx({ networks, storage, required: true }))
    await kit.connection.connect(connector)
    await until(() => kit.router.store.getState().view === 'SIWXSignMessage' && kit.modal.store.getState().open)
    expect(flow.store.getState()).toMatchObject({ status: 'ready', required: true })
    // Required: the modal refuses to close (it shakes) until a session exists.
    kit.modal.close()
    expect(kit.modal.store.getState()).toMatchObject({ open: true, shake: true })
    const signing = flow.sign()
    // SPEC §2: ConnectingSiwe while the wallet shows the message.
    expect(kit.router.store.getState().view).toBe('ConnectingSiwe')
    await signing
    expect(kit.modal.store.getState().open).toBe(false)
    const session = flow.store.getState().session
    expect(session?.data.accountAddress.toLowerCase()).toBe(devnet.evmAccounts[0]!.address.toLowerCase())
    expect(JSON.parse(data.get(storageKeys.siwxSessions) ?? '[]')).toHaveLength(1)
    stop()
  })

  test('behavior: when connecting from the modal, the sign view opens after the connect view closes the modal', async () => {
    const { kit, flow, connector, stop } = setup(createBrowserSiwx({ networks, storage: memory().storage }))
    kit.modal.open({ view: 'Connect' })
    kit.router.push('ConnectingExternal', { connector })
    await kit.connection.connect(connector)
    expect(kit.router.store.getState().view).toBe('ConnectingExternal')
    // What the connecting view does once connected; the sign view must survive it:
    kit.modal.close()
    await until(() => kit.modal.store.getState().open && kit.router.store.getState().view === 'SIWXSignMessage')
    expect(flow.store.getState().status).toBe('ready')
    stop()
  })

  test('behavior: a declined signature shows "Signature declined" and stays on the sign view; cancel when required disconnects', async () => {
    const { kit, flow, connector, provider, stop } = setup(createBrowserSiwx({ networks, storage: memory().storage, required: true }))
    await kit.connection.connect(connector)
    await until(() => kit.router.store.getState().view === 'SIWXSignMessage')
    provider.hooks.rejectNextRequest()
    await flow.sign()
    expect(flow.store.getState().error).toBeInstanceOf(SignatureDeclinedError)
    expect((flow.store.getState().error as SignatureDeclinedError).shortMessage).toBe('Signature declined')
    expect(kit.router.store.getState().view).toBe('SIWXSignMessage')
    expect(kit.modal.store.getState().open).toBe(true)
    await flow.cancel()
    expect(kit.connection.isConnected()).toBe(false)
    expect(kit.modal.store.getState().open).toBe(false)
    stop()
  })

  test('behavior: optional sign-in closes on cancel and stays connected; a session is reused after reconnect; switching chain asks again', async () => {
    const { storage } = memory()
    const siwx = createBrowserSiwx({ networks, storage, required: false })
    const first = setup(siwx)
    await first.kit.connection.connect(first.connector)
    await until(() => first.kit.router.store.getState().view === 'SIWXSignMessage')
    await first.flow.cancel()
    expect(first.kit.connection.isConnected()).toBe(true)
    expect(first.kit.modal.store.getState().open).toBe(false)
    await first.flow.check(true)
    await first.flow.sign()
    expect(first.flow.store.getState().session).toBeDefined()
    first.stop()

    // A second kit over the same storage (a reload): the stored session is found, nothing opens.
    const second = setup(siwx)
    await second.kit.connection.connect(second.connector)
    await until(() => second.flow.store.getState().session !== undefined)
    expect(second.kit.modal.store.getState().open).toBe(false)

    // The wallet moves to the second chain: no session there, so the sign view opens again.
    second.provider.hooks.switchChain(devnet.evmChains[1]!.chainId)
    await until(() => second.kit.router.store.getState().view === 'SIWXSignMessage' && second.kit.modal.store.getState().open)
    expect(second.flow.store.getState().account?.chainId).toBe(`eip155:${devnet.evmChains[1]!.chainId}`)
    second.stop()
  })

  test('behavior: Disconnect ends the sign-in: the session is revoked, and connecting again asks for a new signature', async () => {
    const siwx = createBrowserSiwx({ networks, storage: memory().storage, required: false })
    const { kit, flow, connector, stop } = setup(siwx)
    await kit.connection.connect(connector)
    await until(() => kit.router.store.getState().view === 'SIWXSignMessage')
    await flow.sign()
    const address = kit.connection.store.getState().account!.address!
    const chainId = `eip155:${devnet.evmChains[0]!.chainId}` as const
    expect(await siwx.getSessions(chainId, address)).toHaveLength(1)
    await kit.connection.disconnect()
    await until(() => flow.store.getState().status === 'idle' && flow.store.getState().session === undefined)
    await expect.poll(() => siwx.getSessions(chainId, address)).toEqual([])
    await kit.connection.connect(connector)
    await until(() => kit.router.store.getState().view === 'SIWXSignMessage' && kit.modal.store.getState().open)
    stop()
  })

  test('behavior: a session expires at its expiration time and the sign view opens again', async () => {
    const siwx = createBrowserSiwx({ networks, storage: memory().storage, expiresInMs: 1500 })
    const { kit, flow, connector, stop } = setup(siwx)
    await kit.connection.connect(connector)
    await until(() => kit.router.store.getState().view === 'SIWXSignMessage')
    await flow.sign()
    expect(kit.modal.store.getState().open).toBe(false)
    await until(() => kit.modal.store.getState().open && kit.router.store.getState().view === 'SIWXSignMessage')
    expect(flow.store.getState().session).toBeUndefined()
    stop()
  })

  test('behavior: a smart account whose signature fails gets "This application might not support Smart Accounts"', async () => {
    const { kit, flow, connector, provider, stop } = setup(createBrowserSiwx({ networks, storage: memory().storage }))
    await kit.connection.connect(connector)
    await until(() => kit.router.store.getState().view === 'SIWXSignMessage')
    // What the embedded wallet reports for its smart account.
    kit.connection.updateAccount('eip155', { preferredAccountType: 'smartAccount' })
    provider.hooks.rejectNextRequest()
    await flow.sign()
    expect(flow.store.getState().error).toBeInstanceOf(SmartAccountSignatureError)
    expect((flow.store.getState().error as SmartAccountSignatureError).shortMessage).toBe(
      'This application might not support Smart Accounts',
    )
    expect(kit.router.store.getState().view).toBe('SIWXSignMessage')
    stop()
  })

  test('behavior: a signature the host\'s siwx refuses to keep (its server said no) shows that refusal, not "Signature declined", and stays on the sign view', async () => {
    const local = createBrowserSiwx({ networks, storage: memory().storage, required: true })
    const refusing: SiwxConfig = {
      ...local,
      addSession: () => Promise.reject(new SiwxServerRefusedError({ details: 'nonce already used' })),
    }
    const { kit, flow, connector, stop } = setup(refusing)
    await kit.connection.connect(connector)
    await until(() => kit.router.store.getState().view === 'SIWXSignMessage')
    await flow.sign()
    expect(flow.store.getState().error).toBeInstanceOf(SiwxServerRefusedError)
    expect((flow.store.getState().error as SiwxServerRefusedError).shortMessage).toBe('The server refused the sign-in')
    expect(kit.router.store.getState().view).toBe('SIWXSignMessage')
    expect(flow.store.getState().session).toBeUndefined()
    stop()
  })

  test('behavior: a failing getSessions gives the init failure text, disconnects and returns to Connect', async () => {
    const broken: SiwxConfig = {
      ...createBrowserSiwx({ networks, storage: memory().storage }),
      getSessions: () => Promise.reject(new Error('backend down')),
    }
    const { kit, flow, connector, stop } = setup(broken)
    await kit.connection.connect(connector)
    await until(() => flow.store.getState().error instanceof SiwxInitializationError)
    expect((flow.store.getState().error as SiwxInitializationError).shortMessage).toBe(
      'A problem occurred while trying initialize authentication',
    )
    await until(() => !kit.connection.isConnected())
    expect(kit.router.store.getState().view).toBe('Connect')
    expect(kit.snackbar.store.getState()).toMatchObject({ message: 'A problem occurred while trying initialize authentication' })
    stop()
  })
})
