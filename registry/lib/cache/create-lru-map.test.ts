import { expect, test } from 'vitest'
import { createLruMap } from './create-lru-map'

test('default: 8192 entries (SPEC §9)', () => {
  const map = createLruMap<number, number>()
  for (let i = 0; i < 8192; i++) map.set(i, i)
  expect(map.size).toBe(8192)
  expect(map.get(0)).toBe(0)
  map.set(8192, 8192)
  expect(map.size).toBe(8192)
  // 0 was read, so 1 was the least recently used.
  expect(map.get(1)).toBeUndefined()
  expect(map.get(0)).toBe(0)
})

test('behavior: the least recently used entry goes first', () => {
  const map = createLruMap<string, number>(2)
  map.set('a', 1)
  map.set('b', 2)
  map.get('a')
  map.set('c', 3)
  expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3])
  map.set('a', 4)
  expect(map.size).toBe(2)
  expect(map.get('a')).toBe(4)
})

test('behavior: a bound below 1 is refused', () => {
  for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => createLruMap(bad), String(bad)).toThrow(RangeError)
})
