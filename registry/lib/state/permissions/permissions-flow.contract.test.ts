import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createDevnetWalletProvider, type DevnetWalletProvider } from '../../../../apps/test-wallet/src/provider'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { getPermissionsFlow } from '@/registry/lib/state/permissions/permissions-flow'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

let devnet: Devnet
let networks: Network[]

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  networks = devnetEvmNetworks(devnet.evmChains)
}, 120_000)
afterAll(() => devnet?.stop())

const allowance = { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', start: 1, period: 86_400 } }
const signer = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x04${'11'.repeat(64)}` }] } }

async function setup(wrap: (provider: DevnetWalletProvider) => DevnetWalletProvider = (provider) => provider) {
  const provider = createDevnetWalletProvider({ chains: devnet.evmChains, smartSessions: { servicesUrl: devnet.urls.services } })
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
  return { kit, provider, flow: getPermissionsFlow(kit) }
}

describe('permissions and smart sessions with the test wallet, anvil and the blockchain API stand-in', () => {
  test('default: a grant goes to the wallet, the session is listed by the API, and a signed revoke ends it', async () => {
    const { flow } = await setup()
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const granted = await flow.grant({ expiry, signer, permissions: [allowance] })
    expect(granted.context).toMatch(/^0x[0-9a-f]+$/)
    const [session] = flow.store.getState().sessions
    expect(flow.store.getState()).toMatchObject({ status: 'ready', account: expect.stringMatching(/^eip155:31337:0x/) })
    expect(session).toMatchObject({ expiry, permissions: [allowance], context: granted.context })
    expect(session?.revokedAt).toBeUndefined()
    await flow.revoke(session!.pci)
    expect(flow.store.getState().sessions[0]).toMatchObject({ pci: session!.pci, revokedAt: expect.any(Number) })
  })

  test('behavior: a grant the user declines in the wallet rejects with the user-rejected error of the wallet (4001) and lists nothing new', async () => {
    const { flow, provider } = await setup()
    await flow.load()
    const before = flow.store.getState().sessions.length
    provider.hooks.rejectNextRequest()
    await expect(flow.grant({ expiry: Math.floor(Date.now() / 1000) + 60, signer, permissions: [allowance] })).rejects.toMatchObject({
      rpcCode: 4001,
      code: 'PROVIDER_USER_REJECTED_REQUEST',
    })
    expect(flow.store.getState().sessions).toHaveLength(before)
  })

  test('behavior: a revoke signed by another key is refused by the service (HTTP status code: 401) and the session stays active', async () => {
    const other = devnet.evmAccounts[1]!.address
    const { flow } = await setup((provider) => ({
      ...provider,
      // A wallet that signs with another account than the connected one.
      request: (args) =>
        args.method === 'personal_sign'
          ? provider.request({ method: 'personal_sign', params: [(args.params as unknown[])[0], other] })
          : provider.request(args),
    }))
    await flow.grant({ expiry: Math.floor(Date.now() / 1000) + 3600, signer, permissions: [allowance] })
    const pci = flow.store.getState().sessions.at(-1)!.pci
    await expect(flow.revoke(pci)).rejects.toMatchObject({ shortMessage: 'HTTP status code: 401' })
    await flow.load()
    expect(flow.store.getState().sessions.find((s) => s.pci === pci)?.revokedAt).toBeUndefined()
  })

  test('behavior: without a connected EVM account every action is refused with "Address or auth connector not found"', async () => {
    const kit = createWalletKit({ projectId: 'p', networks, storage: createMemoryStorage(), blockchainApiUrl: devnet.urls.services })
    const flow = getPermissionsFlow(kit)
    for (const action of [() => flow.load(), () => flow.revoke('pci'), () => flow.grant({ expiry: 1, signer, permissions: [allowance] })]) {
      await expect(action()).rejects.toMatchObject({
        code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
        shortMessage: 'Address or auth connector not found',
      })
    }
  })
})
