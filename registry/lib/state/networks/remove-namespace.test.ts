import { describe, expect, test } from 'vitest'
import { AdapterConnectedError, LastNetworkRemovalError } from '@/registry/lib/errors/network'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { evmNetwork, fakeConnector, solanaNetwork } from '../test/fake-connector'

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const liveKit = () =>
  createWalletKit({ projectId: 'p', networks: [evmNetwork(1), evmNetwork(10), solanaNetwork], storage: createMemoryStorage(), platform })

describe('removing networks and adapters from a live kit (SPEC §5)', () => {
  test('behavior: an adapter cannot be removed while connected; after disconnect it can', async () => {
    const kit = liveKit()
    const connector = fakeConnector({ id: 'x' })
    kit.connectors.register(connector)
    await kit.connection.connect(connector)
    expect(() => kit.networks.removeNamespace('eip155')).toThrow(AdapterConnectedError)
    expect(() => kit.networks.removeNamespace('eip155')).toThrow('Cannot remove an adapter while it is connected. Disconnect it first.')
    expect(kit.networks.store.getState().networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      solanaNetwork.caipNetworkId,
    ])

    // Another namespace, not connected, goes.
    kit.networks.removeNamespace('solana')
    expect(kit.networks.store.getState().networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10'])
    expect(kit.networks.store.getState().activeByNamespace).toEqual({ eip155: 'eip155:1' })

    await kit.connection.disconnect()
    expect(() => kit.networks.removeNamespace('eip155')).not.toThrow()
    expect(kit.networks.store.getState().networks).toEqual([])
  })

  test('behavior: removing a network keeps the last one of its namespace (Cannot remove last network for a namespace)', () => {
    const kit = liveKit()
    kit.networks.removeNetwork('eip155:10')
    expect(() => kit.networks.removeNetwork('eip155:1')).toThrow(LastNetworkRemovalError)
    expect(() => kit.networks.removeNetwork('eip155:1')).toThrow('Cannot remove last network for a namespace')
    expect(() => kit.networks.removeNetwork(solanaNetwork.caipNetworkId)).toThrow(LastNetworkRemovalError)
  })

  test('behavior: removing the active namespace moves the active one to the next', () => {
    const kit = liveKit()
    expect(kit.networks.store.getState().activeNamespace).toBe('eip155')
    kit.networks.removeNamespace('eip155')
    expect(kit.networks.store.getState().activeNamespace).toBe('solana')
  })
})
