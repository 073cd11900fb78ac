import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { logger } from '@/registry/lib/logger/logger'
import { getActiveConnectorId, getActiveConnectorIds, setActiveConnectorId } from './active-connector-ids'
import { createSafeStorage } from './safe-storage'
import { storageKeys } from './storage-keys'
import { memoryStorage, quotaExceededError } from './test/memory-storage'

beforeEach(() => void vi.spyOn(logger, 'error').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

test('default: one active connector per namespace', () => {
  const { storage } = memoryStorage()
  const safe = createSafeStorage(() => storage)
  setActiveConnectorId('eip155', 'io.metamask', safe)
  setActiveConnectorId('solana', 'phantom', safe)
  expect(getActiveConnectorIds(safe)).toEqual({ eip155: 'io.metamask', solana: 'phantom' })
  setActiveConnectorId('eip155', 'walletConnect', safe)
  expect(getActiveConnectorId('eip155', safe)).toBe('walletConnect')
})

test('behavior: undefined forgets the namespace; the key goes when none is left', () => {
  const { storage, data } = memoryStorage()
  const safe = createSafeStorage(() => storage)
  setActiveConnectorId('eip155', 'a', safe)
  setActiveConnectorId('solana', 'b', safe)
  setActiveConnectorId('eip155', undefined, safe)
  expect(getActiveConnectorIds(safe)).toEqual({ solana: 'b' })
  setActiveConnectorId('solana', undefined, safe)
  expect(data.has(storageKeys.activeConnectorIds)).toBe(false)
})

test('behavior: a stored value of the wrong shape reads as empty', () => {
  const { storage, data } = memoryStorage()
  data.set(storageKeys.activeConnectorIds, JSON.stringify({ cosmos: 'x', eip155: 5 }))
  expect(getActiveConnectorIds(createSafeStorage(() => storage))).toEqual({})
  expect(logger.error).toHaveBeenCalled()
})

test('behavior: a quota error while saving is swallowed', () => {
  const { storage, failures } = memoryStorage()
  failures.write = quotaExceededError()
  const safe = createSafeStorage(() => storage)
  expect(() => setActiveConnectorId('eip155', 'a', safe)).not.toThrow()
  expect(getActiveConnectorIds(safe)).toEqual({})
})
