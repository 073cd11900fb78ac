import { describe, expect, test, vi } from 'vitest'
import type { Connector, ConnectorFactory } from '@/registry/lib/connectors/connector-interface'
import { logger } from '@/registry/lib/logger/logger'
import { storageKeys } from '@/registry/lib/storage/storage-keys'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { evmNetwork, fakeConnector } from '../test/fake-connector'

const networks = [evmNetwork(1), evmNetwork(10)]
const hostWallet = (): Connector => fakeConnector({ id: 'host-wallet', name: 'Host Wallet', type: 'INJECTED' })

describe('the connectors option', () => {
  test('default: a factory runs only when the kit starts (never while rendering on a server), with the kit networks; stop unregisters it', () => {
    const factory = vi.fn<ConnectorFactory>(() => hostWallet())
    const kit = createWalletKit({ projectId: 'p', networks, storage: createMemoryStorage(), connectors: [factory] })
    expect(factory).not.toHaveBeenCalled()
    const stop = kit.start()
    expect(factory).toHaveBeenCalledWith({ networks })
    expect(kit.connectors.getConnector('host-wallet', 'eip155')?.name).toBe('Host Wallet')
    expect(kit.connectors.store.getState().groups.map((g) => g.name)).toContain('Host Wallet')
    stop()
    expect(kit.connectors.getConnector('host-wallet', 'eip155')).toBeUndefined()
  })

  test('behavior: a factory may return a connector per namespace; one that throws is logged and left out', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const broken: ConnectorFactory = () => {
      throw new Error('no hardware')
    }
    const both: ConnectorFactory = () => [hostWallet(), fakeConnector({ id: 'host-wallet', name: 'Host Wallet', chain: 'solana' })]
    const kit = createWalletKit({ projectId: 'p', networks, storage: createMemoryStorage(), connectors: [broken, both] })
    const stop = kit.start()
    expect(
      kit.connectors.store
        .getState()
        .connectors.filter((c) => c.id === 'host-wallet')
        .map((c) => c.chain),
    ).toEqual(['eip155', 'solana'])
    expect(error).toHaveBeenCalledWith('a connector from the connectors option failed to start', expect.any(Error))
    error.mockRestore()
    stop()
  })

  test('behavior: a session through a host connector is restored on reload with no prompt', async () => {
    const storage = createMemoryStorage()
    const first = createWalletKit({ projectId: 'p', networks, storage, connectors: [hostWallet] })
    const stopFirst = first.start()
    await first.connection.connect(first.connectors.getConnector('host-wallet', 'eip155')!)
    expect(storage.getItem(storageKeys.activeConnectorIds)).toContain('host-wallet')
    stopFirst()

    const connect = vi.fn()
    const reloaded = createWalletKit({
      projectId: 'p',
      networks,
      storage,
      connectors: [() => fakeConnector({ id: 'host-wallet', name: 'Host Wallet', connect })],
    })
    const stop = reloaded.start()
    await expect.poll(() => reloaded.connection.store.getState().status).toBe('connected')
    expect(reloaded.connection.store.getState().account).toMatchObject({
      address: '0x1111111111111111111111111111111111111111',
      connectorId: 'host-wallet',
    })
    expect(connect).not.toHaveBeenCalled()
    stop()
  })
})
