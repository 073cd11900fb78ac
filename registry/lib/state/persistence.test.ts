import { describe, expect, test, vi } from 'vitest'
import { logger } from '@/registry/lib/logger/logger'
import { createMemoryStorage, createPersistence, type KeyValueStorage } from './persistence'

describe('persistence', () => {
  test('behavior: a failing storage is logged and swallowed', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const broken: KeyValueStorage = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('full') }, removeItem: () => undefined }
    const persistence = createPersistence(broken)
    expect(() => persistence.setConnectionStatus('connected')).not.toThrow()
    expect(persistence.getConnectionStatus()).toBeUndefined()
    expect(persistence.getRecentWallets()).toEqual([])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  test('behavior: a missing storage keeps defaults', () => {
    const persistence = createPersistence(undefined)
    persistence.setActiveConnectorId('eip155', 'x')
    expect(persistence.getActiveConnectorIds()).toEqual({})
  })

  test('behavior: active connector ids are kept per namespace', () => {
    const persistence = createPersistence(createMemoryStorage())
    persistence.setActiveConnectorId('eip155', 'a')
    persistence.setActiveConnectorId('solana', 'b')
    persistence.setActiveConnectorId('eip155', undefined)
    expect(persistence.getActiveConnectorIds()).toEqual({ solana: 'b' })
  })

  test('behavior: garbage in storage reads as nothing', () => {
    const silenced = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const storage = createMemoryStorage()
    storage.setItem('@walletkit/connection_status', '"reconnecting"')
    storage.setItem('@walletkit/active_caip_network_id', '42')
    const persistence = createPersistence(storage)
    expect(persistence.getConnectionStatus()).toBeUndefined()
    expect(persistence.getLastUsedChain()).toBeUndefined()
    silenced.mockRestore()
  })
})
