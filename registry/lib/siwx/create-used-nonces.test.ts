import { afterEach, describe, expect, test } from 'vitest'
import { createUsedNonces } from './create-used-nonces'

describe('createUsedNonces', () => {
  test('default: a nonce is spent once; a second use is refused while it could still pass the nonce check', () => {
    let time = 1_000
    const used = createUsedNonces({ now: () => time })
    expect(used.use('abcdefgh', 5_000)).toBe(true)
    expect(used.use('abcdefgh', 5_000)).toBe(false)
    expect(used.use('ijklmnop', 5_000)).toBe(true)
    time = 4_999
    expect(used.use('abcdefgh', 9_000)).toBe(false)
  })

  test('behavior: nonces past their expiry are forgotten, so memory stays bounded by the nonce lifetime', () => {
    let time = 0
    const used = createUsedNonces({ now: () => time })
    for (let i = 0; i < 100; i++) used.use(`nonce${i}aaaa`, 1_000)
    expect(used.size).toBe(100)
    time = 1_000
    expect(used.use('fresh0000', 2_000)).toBe(true)
    expect(used.size).toBe(1)
  })

  // Issue 32: every use swept the whole ledger (O(n²)): 10,000 posts of freshly issued nonces
  // cost 50 million steps. The entries the ledger's Map iteration visits are counted.
  test('behavior: 10,000 posts cost linear work, not a sweep of every entry per post', () => {
    const used = createUsedNonces({ now: () => 1_000 })
    const visited = countMapIteration()
    for (let i = 0; i < 10_000; i++) expect(used.use(`garbage-nonce-${i}`, 300_000 + i)).toBe(true)
    expect(visited()).toBeLessThanOrEqual(2 * 10_000)
    expect(used.size).toBe(10_000)
  })

  test('behavior: entries that expire out of insertion order are still forgotten once the older ones go', () => {
    let time = 0
    const used = createUsedNonces({ now: () => time })
    used.use('late-expiry', 2_000)
    used.use('early-expiry', 1_000)
    time = 1_500
    // An expired entry never blocks a nonce, even while an older live entry keeps it in the ledger.
    expect(used.use('early-expiry', 3_000)).toBe(true)
    time = 3_000
    used.use('fresh-one', 4_000)
    expect(used.size).toBe(1)
  })
})

const restore: Array<() => void> = []
afterEach(() => restore.splice(0).forEach((undo) => undo()))

/** Counts the entries every Map iteration in this test visits (the ledger's sweeps). */
function countMapIteration(): () => number {
  let steps = 0
  const original = Map.prototype[Symbol.iterator]
  Map.prototype[Symbol.iterator] = function (this: Map<unknown, unknown>) {
    const inner = original.call(this)
    return Object.assign(Object.create(inner) as typeof inner, {
      next() {
        steps += 1
        return inner.next()
      },
      [Symbol.iterator]() {
        return this
      },
    })
  }
  restore.push(() => void (Map.prototype[Symbol.iterator] = original))
  return () => steps
}
