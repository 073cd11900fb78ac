import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createDevnetWalletProvider } from '../../../../apps/test-wallet/src/provider'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import { createBrowserSiwx } from '@/registry/lib/siwx/create-browser-siwx'
import { createSafeStorage } from '@/registry/lib/storage/safe-storage'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { getSiwxFlow } from '@/registry/lib/state/siwx/siwx-flow'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

// A started kit with sign-in, the test wallet over anvil and devnet's catalogue and analytics
// sink: a declined then an accepted sign-in reach the sink as SIWX_AUTH_ERROR, SIWX_AUTH_SUCCESS.
let devnet: Devnet
let networks: Network[]
beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  networks = devnetEvmNetworks(devnet.evmChains)
}, 120_000)
afterAll(() => devnet?.stop())

type Recorded = { projectId: string; props: { event: string; address?: string; properties: Record<string, unknown> } }
const recorded = async (projectId: string): Promise<Recorded[]> =>
  ((await (await fetch(`${devnet.urls.services}/dev/analytics`)).json()) as { events: Recorded[] }).events.filter(
    (e) => e.projectId === projectId,
  )

describe('SIWX outcomes in analytics', () => {
  test('behavior: a declined and then an accepted sign-in are sent as SIWX_AUTH_ERROR and SIWX_AUTH_SUCCESS with the account', async () => {
    const data = new Map<string, string>()
    const storage = createSafeStorage(() => ({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    }))
    const services = devnet.urls.services
    const kit = createWalletKit({
      projectId: 'siwx-analytics',
      networks,
      storage: createMemoryStorage(),
      siwx: createBrowserSiwx({ networks, storage }),
      blockchainApiUrl: services,
      catalogueUrl: services,
      analyticsUrl: services,
    })
    const provider = createDevnetWalletProvider({ chains: devnet.evmChains })
    const connector = createInjectedConnector({
      provider,
      id: 'dev.walletkit.devnet',
      name: 'Devnet Wallet',
      type: 'ANNOUNCED',
      rdns: 'dev.walletkit.devnet',
    })
    kit.connectors.register(connector)
    const stop = kit.start()
    await expect.poll(() => kit.analytics.status()).toBe('on')
    await kit.connection.connect(connector)
    const flow = getSiwxFlow(kit)
    await expect.poll(() => flow?.store.getState().status).toBe('ready')
    provider.hooks.rejectNextRequest()
    await flow?.sign()
    await flow?.sign()
    expect(flow?.store.getState().session).toBeDefined()
    // Stopping sends what is queued.
    stop()
    const address = devnet.evmAccounts[0]?.address.toLowerCase()
    // Each event is its own POST /e, so the sink may receive them in any order.
    await expect
      .poll(async () => (await recorded('siwx-analytics')).map((e) => e.props.event).sort())
      .toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE', 'MODAL_OPEN', 'SIWX_AUTH_ERROR', 'SIWX_AUTH_SUCCESS'])
    // The flow opens the sign view by itself and closes it once signed in.
    const events = await recorded('siwx-analytics')
    const declined = events.find((e) => e.props.event === 'SIWX_AUTH_ERROR')
    const accepted = events.find((e) => e.props.event === 'SIWX_AUTH_SUCCESS')
    expect(declined?.props.properties).toEqual({ caipNetworkId: networks[0]?.caipNetworkId, message: 'Signature declined' })
    expect(accepted?.props).toMatchObject({
      address: expect.stringMatching(new RegExp(`^${address}$`, 'i')),
      properties: { caipNetworkId: networks[0]?.caipNetworkId },
    })
  })
})
