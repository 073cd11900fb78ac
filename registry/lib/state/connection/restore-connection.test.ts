import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { reconnect } from '@/registry/lib/state/connection/restore-connection'
import { connectionSetup as setup } from '@/registry/lib/state/test/connection-setup'
import { fakeConnector } from '@/registry/lib/state/test/fake-connector'

const address = '0x1111111111111111111111111111111111111111'

describe('reconnect (a returning visitor)', () => {
  test('behavior: reconnect on load uses the persisted active connector ids per namespace', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    const connector = fakeConnector({ id: 'dev' })
    await first.connection.connect(connector)
    const second = setup(storage)
    second.connectors.register(fakeConnector({ id: 'dev' }))
    const statuses: string[] = []
    second.connection.store.subscribe((s) => statuses.push(s.status))
    await reconnect(second)
    expect(statuses[0]).toBe('reconnecting')
    expect(second.connection.store.getState()).toMatchObject({ status: 'connected', account: { address } })
  })

  test('behavior: reconnect waits for a connector discovered late', async () => {
    vi.useFakeTimers()
    const storage = createMemoryStorage()
    await setup(storage).connection.connect(fakeConnector({ id: 'injected' }))
    const second = setup(storage)
    const pending = reconnect(second)
    expect(second.connection.store.getState().status).toBe('reconnecting')
    vi.advanceTimersByTime(500)
    second.connectors.register(fakeConnector({ id: 'injected' }))
    await pending
    expect(second.connection.store.getState().status).toBe('connected')
    vi.useRealTimers()
  })

  test('behavior: reconnect gives up when the connector has not appeared after 1 s', async () => {
    vi.useFakeTimers()
    const storage = createMemoryStorage()
    await setup(storage).connection.connect(fakeConnector({ id: 'gone' }))
    const second = setup(storage)
    const pending = reconnect(second)
    vi.advanceTimersByTime(999)
    expect(second.connection.store.getState().status).toBe('reconnecting')
    vi.advanceTimersByTime(1)
    await pending
    expect(second.connection.store.getState().status).toBe('disconnected')
    expect(second.persistence.getActiveConnectorIds()).toEqual({})
    vi.useRealTimers()
  })

  test('behavior: reconnect does nothing after a disconnect', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.connection.connect(fakeConnector({ id: 'dev' }))
    await first.connection.disconnect()
    const second = setup(storage)
    const getAccounts = vi.fn(async () => [address])
    second.connectors.register(fakeConnector({ id: 'dev', getAccounts }))
    await reconnect(second)
    expect(getAccounts).not.toHaveBeenCalled()
  })
})
