import { describe, expect, test } from 'vitest'
import { createConnectors } from './connectors-store'
import { createMemoryStorage, createPersistence } from './persistence'
import { fakeConnector } from './test/fake-connector'

describe('connectors store', () => {
  test('behavior: recent wallets hold at most 2, newest first, without duplicate ids, persisted', () => {
    const persistence = createPersistence(createMemoryStorage())
    const connectors = createConnectors({}, { persistence })
    connectors.addRecentWallet({ id: 'a' })
    connectors.addRecentWallet({ id: 'b' })
    connectors.addRecentWallet({ id: 'a' })
    connectors.addRecentWallet({ id: 'c' })
    expect(connectors.store.getState().recent.map((w) => w.id)).toEqual(['c', 'a'])
    expect(persistence.getRecentWallets().map((w) => w.id)).toEqual(['c', 'a'])
    expect(createConnectors({}, { persistence }).store.getState().recent.map((w) => w.id)).toEqual(['c', 'a'])
  })

  test('behavior: register keeps one connector per id and namespace and derives groups and sections', () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    const announced = fakeConnector({ id: 'x', name: 'X', rdns: 'com.x' })
    connectors.register(announced, announced)
    expect(connectors.store.getState().connectors).toHaveLength(1)
    expect(connectors.store.getState().groups[0]?.name).toBe('X')
    expect(connectors.store.getState().sections.map((s) => s.kind)).toEqual(['injected'])
  })

  test('behavior: a discovery source replaces its previous connectors', () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    const fallback = fakeConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
    const announced = fakeConnector({ id: 'com.x', name: 'X', rdns: 'com.x' })
    connectors.setDiscovered('eip6963', [fallback])
    connectors.setDiscovered('eip6963', [announced])
    expect(connectors.store.getState().connectors).toEqual([announced])
  })

  test('behavior: featured and recommended come from the catalogue', () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    connectors.setFeatured([{ id: 'f', name: 'F' }])
    connectors.setRecommended([{ id: 'r', name: 'R' }])
    expect(connectors.store.getState().sections.map((s) => s.kind)).toEqual(['featured', 'recommended'])
  })
})
