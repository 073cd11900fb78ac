import { expect, test } from 'vitest'
import { createTimedCache } from './timed-cache'

test('behavior: the in-memory API cache is an LRU of 8192 entries (SPEC §9)', () => {
  const cache = createTimedCache(undefined, () => 0)
  for (let i = 0; i < 8192; i++) cache.write(`k${i}`, i)
  expect(cache.read('k0', 1)).toBe(0)
  cache.write('k8192', 8192)
  // k0 was just read, so k1 was the least recently used and is gone; the rest stay.
  expect(cache.read('k1', 1)).toBeUndefined()
  expect(cache.read('k0', 1)).toBe(0)
  expect(cache.read('k2', 1)).toBe(2)
  expect(cache.read('k8192', 1)).toBe(8192)
})
