import { expect, test } from 'vitest'
import { createSafeStorage } from './safe-storage'
import { getSmartAccountEnabledNetworks, setSmartAccountEnabledNetworks } from './smart-account-networks'
import { storageKeys } from './storage-keys'
import { memoryStorage } from './test/memory-storage'

test('default: stored comma-joined, read back as numbers', () => {
  const { storage, data } = memoryStorage()
  const safe = createSafeStorage(() => storage)
  setSmartAccountEnabledNetworks([1, 10, 8453], safe)
  expect(data.get(storageKeys.smartAccountEnabledNetworks)).toBe('1,10,8453')
  expect(getSmartAccountEnabledNetworks(safe)).toEqual([1, 10, 8453])
})

test('behavior: nothing stored, or an empty list stored after a failed fetch, reads as []', () => {
  const { storage } = memoryStorage()
  const safe = createSafeStorage(() => storage)
  expect(getSmartAccountEnabledNetworks(safe)).toEqual([])
  setSmartAccountEnabledNetworks([], safe)
  expect(getSmartAccountEnabledNetworks(safe)).toEqual([])
})

test('behavior: junk entries are dropped, good ones kept', () => {
  const { storage, data } = memoryStorage()
  data.set(storageKeys.smartAccountEnabledNetworks, '1, x,,-5,1.5,137')
  expect(getSmartAccountEnabledNetworks(createSafeStorage(() => storage))).toEqual([1, 137])
})
