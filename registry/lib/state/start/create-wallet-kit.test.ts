import { describe, expect, test } from 'vitest'
import { createWalletKit } from './create-wallet-kit'
import { createMemoryStorage } from './persistence'
import { evmNetwork, fakeConnector } from '../test/fake-connector'

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const kit = () => createWalletKit({ projectId: 'p', networks: [evmNetwork(1), evmNetwork(10)], storage: createMemoryStorage(), platform })

describe('createWalletKit', () => {
  test('behavior: two kits never share state', async () => {
    const a = kit()
    const b = kit()
    a.modal.open()
    a.connectors.register(fakeConnector({ id: 'x' }))
    await a.connection.connect(fakeConnector({ id: 'x' }))
    expect(b.modal.store.getState().open).toBe(false)
    expect(b.connectors.store.getState().connectors).toEqual([])
    expect(b.connection.store.getState().status).toBe('disconnected')
  })

  test('behavior: the stores are wired together (back from the last view closes the modal, open follows the connection)', async () => {
    const k = kit()
    k.modal.open()
    k.router.goBack()
    expect(k.modal.store.getState().open).toBe(false)
    await k.connection.connect(fakeConnector())
    k.modal.open()
    expect(k.router.store.getState().view).toBe('Account')
  })

  test('behavior: network switching goes through the connected wallet', async () => {
    const k = kit()
    const connector = fakeConnector({ id: 'x' })
    k.connectors.register(connector)
    await k.connection.connect(connector)
    await k.networks.switchNetwork(evmNetwork(10))
    expect(connector.switched.map((n) => n.id)).toEqual([10])
  })

  test('default: without storage or a window the kit still works in memory', () => {
    const k = createWalletKit({ projectId: 'p', networks: [evmNetwork(1)], platform })
    expect(k.persistence.getConnectionStatus()).toBeUndefined()
    expect(k.options.store.getState().enableNetworkSwitch).toBe(true)
  })
})
