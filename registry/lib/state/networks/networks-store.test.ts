import { describe, expect, test, vi } from 'vitest'
import { createAlerts } from '../modal/alerts-store'
import { LastNetworkRemovalError, NetworkNotFoundError } from '../start/errors'
import { createNetworks } from './networks-store'
import { createMemoryStorage, createPersistence } from '../start/persistence'
import { createRouter } from '../modal/router-store'
import { evmNetwork, fakeConnector, solanaNetwork } from '../test/fake-connector'
import type { Connector } from '@/registry/lib/connectors/connector-interface'

const mainnet = evmNetwork(1, 'Ethereum')
const base = evmNetwork(8453, 'Base')

function setup(connector?: Connector, storage = createMemoryStorage()) {
  const alerts = createAlerts()
  const router = createRouter({ close: vi.fn(), isConnected: () => true })
  const persistence = createPersistence(storage)
  const networks = createNetworks(
    { networks: [mainnet, base, solanaNetwork] },
    { alerts, router, persistence, getActiveConnector: () => connector },
  )
  return { networks, alerts, router, persistence }
}

describe('networks store', () => {
  test('default: the first network of each namespace is active, network switching enabled', () => {
    const { networks } = setup()
    expect(networks.store.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeByNamespace: { eip155: 'eip155:1', solana: solanaNetwork.caipNetworkId },
      enableNetworkSwitch: true,
    })
  })

  test('behavior: switching goes through the active connector and persists the last used chain', async () => {
    const connector = fakeConnector()
    const { networks, persistence } = setup(connector)
    await networks.switchNetwork(base)
    expect(connector.switched).toEqual([base])
    expect(networks.getActiveNetwork()?.id).toBe(8453)
    expect(persistence.getLastUsedChain()).toBe('eip155:8453')
  })

  test('behavior: the last used chain is active on the next start', async () => {
    const storage = createMemoryStorage()
    await setup(undefined, storage).networks.switchNetwork(base)
    expect(setup(undefined, storage).networks.getActiveNetwork()?.id).toBe(8453)
  })

  test('behavior: a failed switch keeps the previous network and rethrows', async () => {
    const connector = fakeConnector({ switchChain: async () => Promise.reject(new Error('no')) })
    const { networks } = setup(connector)
    await expect(networks.switchNetwork(base)).rejects.toThrow('no')
    expect(networks.getActiveNetwork()?.id).toBe(1)
    expect(networks.store.getState().switching).toBe(false)
  })

  test('behavior: an unknown network raises the switch-network-not-found alert', async () => {
    const connector = fakeConnector()
    const { networks, alerts } = setup(connector)
    await networks.switchNetwork(evmNetwork(999))
    expect(alerts.store.getState().current?.kind).toBe('ALERT_SWITCH_NETWORK_NOT_FOUND')
    expect(connector.switched).toEqual([])
  })

  test('behavior: the wallet reporting a chain not in the list pushes UnsupportedChain', () => {
    const { networks, router } = setup()
    networks.handleChainChanged('eip155', 999)
    expect(networks.store.getState().unsupported).toBe(true)
    expect(router.store.getState().view).toBe('UnsupportedChain')
  })

  test('behavior: the wallet reporting a known chain makes it active', () => {
    const { networks } = setup()
    networks.handleChainChanged('eip155', 8453)
    expect(networks.getActiveNetwork()?.name).toBe('Base')
  })

  test('behavior: the last network of a namespace cannot be removed', () => {
    const { networks } = setup()
    networks.removeNetwork('eip155:8453')
    expect(() => networks.removeNetwork(solanaNetwork.caipNetworkId)).toThrow(LastNetworkRemovalError)
    expect(() => networks.removeNetwork('eip155:1')).toThrow('Cannot remove last network for a namespace')
  })

  test('parameters: defaultNetwork and enableNetworkSwitch; a stored chain no longer configured is ignored', () => {
    const alerts = createAlerts()
    const router = createRouter({ close: vi.fn(), isConnected: () => true })
    const storage = createMemoryStorage()
    const persistence = createPersistence(storage)
    persistence.setLastUsedChain('eip155:424242')
    const networks = createNetworks(
      { networks: [mainnet, base, solanaNetwork], defaultNetwork: base, enableNetworkSwitch: false },
      { alerts, router, persistence, getActiveConnector: () => undefined },
    )
    expect(networks.store.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeByNamespace: { eip155: 'eip155:8453', solana: solanaNetwork.caipNetworkId },
      enableNetworkSwitch: false,
      unsupported: false,
      switching: false,
    })
    expect(networks.getActiveNetwork('solana')).toBe(solanaNetwork)
    // Starting on a Solana default: that namespace is active, EVM keeps its first network.
    const solanaFirst = createNetworks(
      { networks: [mainnet, solanaNetwork], defaultNetwork: solanaNetwork },
      { alerts, router, persistence: createPersistence(createMemoryStorage()), getActiveConnector: () => undefined },
    )
    expect(solanaFirst.store.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeByNamespace: { eip155: 'eip155:1', solana: solanaNetwork.caipNetworkId },
    })
    expect(
      createNetworks({ networks: [] }, { alerts, router, persistence, getActiveConnector: () => undefined }).getActiveNetwork(),
    ).toBeUndefined()
  })

  test('behavior: switching is true while the wallet switches; without a connected wallet only the active network changes', async () => {
    let resolve: () => void = () => undefined
    const connector = fakeConnector({ switchChain: () => new Promise<void>((r) => (resolve = r)) })
    const { networks } = setup(connector)
    const pending = networks.switchNetwork(base)
    expect(networks.store.getState().switching).toBe(true)
    expect(networks.getActiveNetwork()?.id).toBe(1)
    resolve()
    await pending
    expect(networks.store.getState().switching).toBe(false)
    expect(networks.getActiveNetwork()?.id).toBe(8453)
    const { networks: alone, persistence } = setup(undefined)
    await alone.switchNetwork(solanaNetwork)
    expect(alone.store.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeByNamespace: { eip155: 'eip155:1', solana: solanaNetwork.caipNetworkId },
    })
    expect(persistence.getLastUsedChain()).toBe(solanaNetwork.caipNetworkId)
  })

  test('behavior: a wallet refusal raises its alert and rethrows; a plain error raises none', async () => {
    const refusal = Object.assign(new Error('User rejected'), { code: 4001 })
    const { mapProviderError } = await import('@/registry/lib/connectors/provider-errors')
    const mapped = mapProviderError(refusal)
    const { networks, alerts } = setup(fakeConnector({ switchChain: async () => Promise.reject(mapped) }))
    await expect(networks.switchNetwork(base)).rejects.toBe(mapped)
    expect(alerts.store.getState().current?.kind).toBe('ALERT_USER_REJECTED_REQUEST')
    const plain = setup(fakeConnector({ switchChain: async () => Promise.reject(new Error('no')) }))
    await expect(plain.networks.switchNetwork(base)).rejects.toThrow('no')
    expect(plain.alerts.store.getState().current).toBeUndefined()
  })

  test('behavior: a known chain after an unsupported one clears it; chain ids match as numbers or strings per namespace', () => {
    const { networks, persistence } = setup()
    networks.handleChainChanged('eip155', 999)
    expect(networks.store.getState()).toMatchObject({ unsupported: true, activeNamespace: 'eip155' })
    networks.handleChainChanged('eip155', '8453')
    expect(networks.store.getState().unsupported).toBe(false)
    expect(networks.getActiveNetwork()?.id).toBe(8453)
    expect(persistence.getLastUsedChain()).toBe('eip155:8453')
    expect(networks.findNetwork('solana', solanaNetwork.id)).toBe(solanaNetwork)
    expect(networks.findNetwork('solana', 1)).toBeUndefined()
    expect(networks.findNetwork('eip155', 1)).toBe(mainnet)
  })

  test("behavior: addNetwork appends once; removeNetwork of an unknown id throws 'Network not found' and changes nothing", () => {
    const { networks } = setup()
    const extra = evmNetwork(10, 'Optimism')
    networks.addNetwork(extra)
    networks.addNetwork(extra)
    expect(networks.store.getState().networks.map((n) => n.id)).toEqual([1, 8453, solanaNetwork.id, 10])
    const before = networks.store.getState()
    expect(() => networks.removeNetwork('eip155:77')).toThrow(NetworkNotFoundError)
    expect(() => networks.removeNetwork('eip155:77')).toThrow('Network not found')
    expect(networks.store.getState()).toBe(before)
    networks.removeNetwork('eip155:10')
    expect(networks.store.getState().networks.map((n) => n.id)).toEqual([1, 8453, solanaNetwork.id])
  })

  test('behavior: removing the active network of a namespace hands it to the next one', () => {
    const { networks } = setup()
    expect(networks.getActiveNetwork('eip155')?.id).toBe(1)
    networks.removeNetwork('eip155:1')
    expect(networks.getActiveNetwork('eip155')?.id).toBe(8453)
    expect(networks.store.getState().activeByNamespace.eip155).toBe('eip155:8453')
  })
})
