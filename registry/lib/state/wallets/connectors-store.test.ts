import { describe, expect, test } from 'vitest'
import { createConnectors } from './connectors-store'
import { createMemoryStorage, createPersistence } from '../start/persistence'
import { fakeConnector } from '../test/fake-connector'

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
    expect(
      createConnectors({}, { persistence })
        .store.getState()
        .recent.map((w) => w.id),
    ).toEqual(['c', 'a'])
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

  test('default: the configured lists and flags, nothing registered', () => {
    const persistence = createPersistence(createMemoryStorage())
    persistence.setRecentWallets([{ id: 'r1' }, { id: 'r2' }])
    const state = createConnectors({}, { persistence }).store.getState()
    expect(state).toMatchObject({
      connectors: [],
      groups: [],
      featured: [],
      recommended: [],
      custom: [],
      excluded: [],
      sectionOrder: undefined,
      featuredWalletIds: [],
      walletConnectEnabled: true,
      connectedThroughWalletConnect: false,
      isMobile: false,
    })
    expect(state.recent.map((w) => w.id)).toEqual(['r1', 'r2'])
    const configured = createConnectors(
      {
        customWallets: [{ id: 'c', name: 'C' }],
        excludeWalletIds: ['x'],
        sectionOrder: ['custom', 'recent'],
        featuredWalletIds: ['f'],
        walletConnectEnabled: false,
        isMobile: true,
      },
      { persistence },
    ).store.getState()
    expect(configured).toMatchObject({
      custom: [{ id: 'c', name: 'C' }],
      excluded: ['x'],
      sectionOrder: ['custom', 'recent'],
      featuredWalletIds: ['f'],
      walletConnectEnabled: false,
      isMobile: true,
    })
    expect(configured.sections.map((s) => s.kind)).toEqual(['custom', 'recent'])
  })

  test('behavior: the same id on another namespace is a second connector; unregister and getConnector by id and namespace', () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    const evm = fakeConnector({ id: 'multi', name: 'Multi', chain: 'eip155' })
    const sol = fakeConnector({ id: 'multi', name: 'Multi', chain: 'solana' })
    const other = fakeConnector({ id: 'other', name: 'Other' })
    const before = connectors.store.getState()
    connectors.register()
    expect(connectors.store.getState()).toBe(before)
    connectors.register(evm, sol, other)
    expect(connectors.store.getState().connectors).toEqual([evm, sol, other])
    expect(connectors.store.getState().groups.map((g) => [g.name, g.type])).toEqual([
      ['Multi', 'MULTI_CHAIN'],
      ['Other', 'ANNOUNCED'],
    ])
    expect(connectors.getConnector('multi', 'solana')).toBe(sol)
    expect(connectors.getConnector('multi')).toBe(evm)
    expect(connectors.getConnector('multi', 'bip122')).toBeUndefined()
    expect(connectors.getConnector('missing')).toBeUndefined()
    connectors.unregister('multi')
    expect(connectors.store.getState().connectors).toEqual([other])
  })

  test('behavior: discovery sources keep each other and registered connectors; a connector already there is not added twice', () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    const registered = fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
    const evm = fakeConnector({ id: 'com.x', name: 'X', rdns: 'com.x' })
    const sol = fakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' })
    const duplicate = fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
    connectors.register(registered)
    connectors.setDiscovered('eip6963', [evm])
    connectors.setDiscovered('wallet-standard', [sol, duplicate])
    expect(connectors.store.getState().connectors).toEqual([registered, evm, sol])
    connectors.setDiscovered('eip6963', [])
    expect(connectors.store.getState().connectors).toEqual([registered, sol])
  })

  test('behavior: custom, excluded and the WalletConnect flag update the state', () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    connectors.setRecommended([
      { id: 'r', name: 'R' },
      { id: 'gone', name: 'Gone' },
    ])
    connectors.setCustom([{ id: 'c', name: 'C' }])
    connectors.setExcluded(['gone'])
    connectors.setConnectedThroughWalletConnect(true)
    const state = connectors.store.getState()
    expect(state.custom).toEqual([{ id: 'c', name: 'C' }])
    expect(state.excluded).toEqual(['gone'])
    expect(state.connectedThroughWalletConnect).toBe(true)
    expect(state.sections.find((s) => s.kind === 'recommended')?.items.map((i) => i.name)).toEqual(['R'])
    expect(state.sections.find((s) => s.kind === 'custom')?.items.map((i) => i.name)).toEqual(['C'])
  })

  test('behavior: tracked work is pending until it settles, resolved or failed, each counted once', async () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    let finish: () => void = () => undefined
    const catalogue = new Promise<void>((resolve) => (finish = resolve))
    const discovery = Promise.reject(new Error('chunk failed'))
    connectors.track(catalogue)
    connectors.track(discovery)
    connectors.track(Promise.resolve())
    expect(connectors.store.getState().pending).toBe(3)
    await expect(discovery).rejects.toThrow('chunk failed')
    await Promise.resolve()
    expect(connectors.store.getState().pending).toBe(1)
    finish()
    await catalogue
    await Promise.resolve()
    expect(connectors.store.getState().pending).toBe(0)
  })
})
