import { describe, expect, test } from 'vitest'
import { btcToSats } from './sats'

describe('btcToSats', () => {
  test('default: BTC with up to 8 decimals in satoshis', () => {
    expect(btcToSats('0.1')).toBe(10_000_000n)
    expect(btcToSats('1')).toBe(100_000_000n)
    expect(btcToSats('0.00000001')).toBe(1n)
    expect(btcToSats(' 21000000 ')).toBe(2_100_000_000_000_000n)
    expect(btcToSats('.5')).toBe(50_000_000n)
    expect(btcToSats('2.')).toBe(200_000_000n)
  })

  test('behavior: more precision than a satoshi, zero, negatives and non-numbers are no amount', () => {
    for (const text of ['0.000000001', '0', '0.00000000', '-1', '1,5', '1e3', '.', '', undefined]) expect(btcToSats(text)).toBeUndefined()
  })
})
