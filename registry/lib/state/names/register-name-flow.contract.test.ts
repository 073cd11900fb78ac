import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createDevnetWalletProvider, type DevnetWalletProvider } from '../../../../apps/test-wallet/src/provider'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import { NameRegisterError } from '@/registry/lib/errors/name'
import { reverseLookupName } from '@/registry/lib/api/blockchain/reverse-lookup-name'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { getRegisterNameFlow } from '@/registry/lib/state/names/register-name-flow'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

let devnet: Devnet
let networks: Network[]

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  networks = devnetEvmNetworks(devnet.evmChains)
}, 120_000)
afterAll(() => devnet?.stop())

async function setup(wrap: (provider: DevnetWalletProvider) => DevnetWalletProvider = (provider) => provider) {
  const provider = createDevnetWalletProvider({ chains: devnet.evmChains })
  const connector = createInjectedConnector({
    provider: wrap(provider),
    id: 'dev.walletkit.devnet',
    name: 'Devnet Wallet',
    type: 'ANNOUNCED',
    rdns: 'dev.walletkit.devnet',
  })
  const kit = createWalletKit({ projectId: 'p', networks, storage: createMemoryStorage(), blockchainApiUrl: devnet.urls.services })
  kit.connectors.register(connector)
  await kit.connection.connect(connector)
  kit.modal.open({ view: 'Account' })
  kit.router.push('RegisterAccountName')
  return { kit, provider, flow: getRegisterNameFlow(kit) }
}

const until = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25))
  expect(condition()).toBe(true)
}

describe('name registration with the test wallet on anvil', () => {
  test('default: a free name is offered, signed, registered with the ENSIP-11 coin type, and shown on the account', async () => {
    const { kit, flow } = await setup()
    const label = `wk-${Date.now().toString(36)}`
    flow.setName('ab!')
    expect(flow.store.getState().availability).toBe('invalid')
    flow.setName('abc')
    expect(flow.store.getState().availability).toBe('invalid')
    flow.setName(label)
    expect(flow.store.getState().availability).toBe('checking')
    await until(() => flow.store.getState().availability === 'available')
    expect(flow.store.getState().suggestions.length).toBeGreaterThan(0)
    // Before: no names for the address (and the answer is now cached for 5 minutes).
    const api = await kit.clients.blockchainApi()
    const address = kit.connection.store.getState().account?.address ?? ''
    const before = await reverseLookupName(api, { address })
    await flow.register()
    expect(flow.store.getState()).toMatchObject({ status: 'success', registeredName: `${label}.reown.id` })
    expect(kit.router.store.getState().view).toBe('RegisterAccountNameSuccess')
    expect(kit.connection.store.getState().account?.profileName).toBe(`${label}.reown.id`)
    // The reverse-lookup cache was cleared: the service is asked again and knows the name.
    const after = await reverseLookupName(api, { address })
    expect(after.map((p) => p.name)).toEqual([...before.map((p) => p.name), `${label}.reown.id`])
    expect(Object.keys(after.at(-1)?.addresses ?? {})).toEqual([String((0x80000000 | devnet.evmChains[0]!.chainId) >>> 0)])
    // Taken now: the same name is reported as taken.
    flow.setName(label)
    await until(() => flow.store.getState().availability === 'taken')
  })

  test('behavior: a taken name fails with the service’s first reason and returns to RegisterAccountName', async () => {
    const first = await setup()
    const label = `tk-${Date.now().toString(36)}`
    await first.flow.register(label)
    const { kit, flow } = await setup()
    await flow.register(label)
    expect(kit.router.store.getState().view).toBe('RegisterAccountName')
    expect(flow.store.getState().error).toBeInstanceOf(NameRegisterError)
    expect((flow.store.getState().error as NameRegisterError).shortMessage).toBe('Name is already registered')
  })

  test('behavior: a declined signature gives "Error registering name {name}" and returns to RegisterAccountName', async () => {
    const { kit, flow, provider } = await setup()
    provider.hooks.rejectNextRequest()
    await flow.register('declined-name')
    expect(kit.router.store.getState().view).toBe('RegisterAccountName')
    expect((flow.store.getState().error as NameRegisterError).shortMessage).toBe('Error registering name declined-name.reown.id')
  })

  // SPEC §5: a hex signed message is 0x and at least 62 hex characters; a wallet answering anything
  // else (here a short one) is not sent to the service as a signature.
  test('behavior: a signature that is not a hex signed message gives "Error registering name {name}" and registers nothing', async () => {
    const { kit, flow } = await setup((provider) => ({
      ...provider,
      request: (args) => (args.method === 'personal_sign' ? Promise.resolve(`0x${'ab'.repeat(30)}`) : provider.request(args)),
    }))
    await flow.register('short-signature')
    expect(kit.router.store.getState().view).toBe('RegisterAccountName')
    const error = flow.store.getState().error as NameRegisterError
    expect([error.shortMessage, error.details]).toEqual([
      'Error registering name short-signature.reown.id',
      'the wallet answered without a hex signature',
    ])
  })
})
