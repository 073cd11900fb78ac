import { describe, expect, test, vi } from 'vitest'
import { logger } from '@/registry/lib/logger/logger'
import { createMemoryStorage, createPersistence, type KeyValueStorage } from './persistence'

describe('persistence', () => {
  test('behavior: a failing storage is logged and swallowed', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
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

  test('behavior: every accessor writes the given storage under its SPEC key and reads it back', () => {
    const storage = createMemoryStorage()
    const persistence = createPersistence(storage)
    persistence.setConnectionStatus('connected')
    persistence.setActiveConnectorId('eip155', 'dev.walletkit.devnet')
    persistence.setRecentWallets([{ id: 'w1', rdns: 'io.w1' }, { id: 'w2' }, { id: 'w3' }])
    persistence.setLastUsedChain('eip155:31337')
    expect(storage.getItem('@walletkit/connection_status')).toBe('"connected"')
    expect(JSON.parse(storage.getItem('@walletkit/active_connector_ids') ?? 'null')).toEqual({ eip155: 'dev.walletkit.devnet' })
    expect(JSON.parse(storage.getItem('@walletkit/recent_wallets') ?? 'null')).toEqual([{ id: 'w1', rdns: 'io.w1' }, { id: 'w2' }])
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe('"eip155:31337"')
    // A second persistence over the same storage (the next page load) reads the same values.
    const next = createPersistence(storage)
    expect(next.getConnectionStatus()).toBe('connected')
    expect(next.getActiveConnectorIds()).toEqual({ eip155: 'dev.walletkit.devnet' })
    expect(next.getRecentWallets().map((w) => w.id)).toEqual(['w1', 'w2'])
    expect(next.getLastUsedChain()).toBe('eip155:31337')
    next.setLastUsedChain(undefined)
    expect(persistence.getLastUsedChain()).toBeUndefined()
    next.setConnectionStatus('disconnected')
    expect(persistence.getConnectionStatus()).toBe('disconnected')
    // The storage it exposes (shared with the embedded wallet) is the same one.
    persistence.storage.setJson('@walletkit/x', 1)
    expect(storage.getItem('@walletkit/x')).toBe('1')
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
