import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { logger } from '@/registry/lib/logger/logger'
import { addRecentWallet, getRecentWallets, normalizeRecentWallets } from './recent-wallets'
import { createSafeStorage } from './safe-storage'
import { storageKeys } from './storage-keys'
import { memoryStorage } from './test/memory-storage'

beforeEach(() => void vi.spyOn(logger, 'error').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

test('default: newest first, at most 2', () => {
  const { storage } = memoryStorage()
  const safe = createSafeStorage(() => storage)
  addRecentWallet({ id: 'a', rdns: 'io.a' }, safe)
  addRecentWallet({ id: 'b' }, safe)
  addRecentWallet({ id: 'c', name: 'C Wallet' }, safe)
  expect(getRecentWallets(safe)).toEqual([{ id: 'c', name: 'C Wallet' }, { id: 'b' }])
})

test('behavior: no duplicate ids; re-adding moves the wallet to the front', () => {
  const { storage } = memoryStorage()
  const safe = createSafeStorage(() => storage)
  addRecentWallet({ id: 'a' }, safe)
  addRecentWallet({ id: 'b' }, safe)
  expect(addRecentWallet({ id: 'a', rdns: 'io.a' }, safe)).toEqual([{ id: 'a', rdns: 'io.a' }, { id: 'b' }])
})

test('behavior: stored lists are cleaned on read (bad entries, duplicates, overflow)', () => {
  const { storage, data } = memoryStorage()
  data.set(storageKeys.recentWallets, JSON.stringify([{ id: 'x' }, 5, { rdns: 'no-id' }, { id: 'x' }, { id: 'y' }, { id: 'z' }]))
  expect(getRecentWallets(createSafeStorage(() => storage))).toEqual([{ id: 'x' }, { id: 'y' }])
  data.set(storageKeys.recentWallets, '"not a list"')
  expect(getRecentWallets(createSafeStorage(() => storage))).toEqual([])
})

test('behavior: normalizeRecentWallets is the one rule for any list (the connectors store keeps its list with it)', () => {
  expect(normalizeRecentWallets([{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'c' }])).toEqual([{ id: 'a' }, { id: 'b' }])
  expect(normalizeRecentWallets([])).toEqual([])
})
