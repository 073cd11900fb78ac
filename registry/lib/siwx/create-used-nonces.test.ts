import { describe, expect, test } from 'vitest'
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
})
