import { describe, expect, test } from 'vitest'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { evmNetwork, fakeConnector } from '../test/fake-connector'
import { connectFromModal } from './connect-from-modal'

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const kitFor = () =>
  createWalletKit({
    projectId: 'p1',
    networks: [evmNetwork(1), evmNetwork(10)],
    storage: createMemoryStorage(),
    platform,
    analytics: false,
  })

describe('connectFromModal', () => {
  test('default: connects, then closes the modal', async () => {
    const kit = kitFor()
    kit.modal.open()
    await connectFromModal(kit, fakeConnector({ chainId: 1 }))
    expect(kit.connection.store.getState().status).toBe('connected')
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: a wallet on an unsupported network leaves the modal open', async () => {
    const kit = kitFor()
    kit.modal.open()
    await connectFromModal(kit, fakeConnector({ chainId: 999 }))
    expect(kit.networks.store.getState().unsupported).toBe(true)
    expect(kit.modal.store.getState().open).toBe(true)
  })

  test('behavior: a failed connect rethrows and leaves the modal open', async () => {
    const kit = kitFor()
    kit.modal.open()
    const refused = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await expect(connectFromModal(kit, fakeConnector({ connect: async () => Promise.reject(refused) }))).rejects.toBe(refused)
    expect(kit.modal.store.getState().open).toBe(true)
  })
})
