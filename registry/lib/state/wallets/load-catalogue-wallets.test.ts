import { describe, expect, test, vi } from 'vitest'
import { createConnectors } from './connectors-store'
import { loadCatalogueWallets, type FetchCatalogueWallets } from './load-catalogue-wallets'
import { createMemoryStorage, createPersistence } from '../start/persistence'

const wallets = Array.from({ length: 10 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))
const fetchWallets: FetchCatalogueWallets = vi.fn(async ({ include, exclude, entries = 40 }) => ({
  data: wallets.filter((w) => (!include || include.includes(w.id)) && !exclude?.includes(w.id)).slice(0, entries),
}))

describe('loadCatalogueWallets', () => {
  test('behavior: featured wallets up to 4 in the host order, recommended 4 excluding featured and excluded', async () => {
    const connectors = createConnectors({ excludeWalletIds: ['w0'] }, { persistence: createPersistence(createMemoryStorage()) })
    await loadCatalogueWallets(connectors, fetchWallets, { chains: ['eip155:1'], featuredWalletIds: ['w5', 'w1', 'w9', 'w2', 'w3'] })
    const state = connectors.store.getState()
    expect(state.featured.map((w) => w.id)).toEqual(['w5', 'w1', 'w9', 'w2'])
    expect(state.recommended.map((w) => w.id)).toEqual(['w3', 'w4', 'w6', 'w7'])
    expect(fetchWallets).toHaveBeenCalledWith({ page: 1, entries: 4, chains: ['eip155:1'], exclude: ['w0', 'w5', 'w1', 'w9', 'w2'] })
  })

  test('behavior: without featured ids only recommended is asked for', async () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    await loadCatalogueWallets(connectors, fetchWallets, { chains: [] })
    expect(connectors.store.getState()).toMatchObject({ featured: [], recommended: wallets.slice(0, 4) })
  })

  test('behavior: featured and recommended are asked for at once, not one after the other', async () => {
    const connectors = createConnectors({}, { persistence: createPersistence(createMemoryStorage()) })
    const answers: Array<() => void> = []
    const held: FetchCatalogueWallets = (parameters) =>
      new Promise((resolve) => answers.push(() => void fetchWallets(parameters).then(resolve)))
    const loading = loadCatalogueWallets(connectors, held, { chains: [], featuredWalletIds: ['w5'] })
    await Promise.resolve()
    expect(answers).toHaveLength(2)
    answers.forEach((answer) => answer())
    await loading
    expect(connectors.store.getState().featured.map((w) => w.id)).toEqual(['w5'])
    expect(connectors.store.getState().recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
  })
})
