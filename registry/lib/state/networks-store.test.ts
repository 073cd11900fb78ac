import { describe, expect, test, vi } from 'vitest'
import { createAlerts } from './alerts-store'
import { LastNetworkRemovalError } from './errors'
import { createNetworks } from './networks-store'
import { createMemoryStorage, createPersistence } from './persistence'
import { createRouter } from './router-store'
import { evmNetwork, fakeConnector, solanaNetwork } from './test/fake-connector'
import type { Connector } from '@/registry/lib/connectors/types'

const mainnet = evmNetwork(1, 'Ethereum')
const base = evmNetwork(8453, 'Base')

function setup(connector?: Connector, storage = createMemoryStorage()) {
  const alerts = createAlerts()
  const router = createRouter({ close: vi.fn(), isConnected: () => true })
  const persistence = createPersistence(storage)
  const networks = createNetworks({ networks: [mainnet, base, solanaNetwork] }, { alerts, router, persistence, getActiveConnector: () => connector })
  return { networks, alerts, router, persistence }
}

describe('networks store', () => {
  test('default: the first network of each namespace is active, network switching enabled', () => {
    const { networks } = setup()
    expect(networks.store.getState()).toMatchObject({ activeNamespace: 'eip155', activeByNamespace: { eip155: 'eip155:1', solana: solanaNetwork.caipNetworkId }, enableNetworkSwitch: true })
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
})
