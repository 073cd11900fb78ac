import { describe, expect, test } from 'vitest'
import { parseDecimal } from './parse-decimal'
import { formatAmount, formatTotal, formatUsd } from '@/registry/lib/format/format-amount'
import { hasInsufficientGas } from './has-insufficient-gas'
import { getNodeRpcUrl } from './get-node-rpc-url'
import { InvalidDecimalNumberError } from '@/registry/lib/errors/decimal'

describe('parseDecimal', () => {
  test('default', () => {
    expect(parseDecimal('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseDecimal('-2', 6)).toBe(-2_000_000n)
    expect(parseDecimal('.25', 2)).toBe(25n)
    expect(parseDecimal('7.', 0)).toBe(7n)
  })
  test('behavior: anything but an optional minus, digits and one dot is not a valid decimal number', () => {
    for (const bad of ['', '.', '-', '1.2.3', '1,5', '1e18', '0x10', '+1', 'abc', '1 000']) {
      const error = (() => {
        try {
          parseDecimal(bad, 18)
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(InvalidDecimalNumberError)
      expect((error as InvalidDecimalNumberError).shortMessage).toContain('is not a valid decimal number')
    }
  })
})

describe('display formatting', () => {
  test('behavior: amounts show at most 3 decimals, cut not rounded', () => {
    expect(formatAmount(1_234_567n, 6)).toBe('1.234')
    expect(formatAmount(10n ** 18n, 18)).toBe('1')
    expect(formatAmount('0.0009999')).toBe('0')
    expect(formatAmount('12345.6789')).toBe('12,345.678')
  })
  test('behavior: totals show 2 decimals', () => {
    expect(formatTotal(12.5)).toBe('12.50')
    expect(formatTotal('1234.567')).toBe('1,234.57')
    expect(formatUsd(3.456)).toBe('$3.46')
    expect(formatUsd(undefined)).toBe('$0.00')
    expect(formatTotal(0)).toBe('0.00')
  })
})

describe('hasInsufficientGas', () => {
  test('behavior: zero or below the gas price is insufficient', () => {
    expect(hasInsufficientGas({ nativeBalance: 0n, gasPrice: 0n })).toBe(true)
    expect(hasInsufficientGas({ nativeBalance: 9n, gasPrice: 10n })).toBe(true)
    expect(hasInsufficientGas({ nativeBalance: 10n, gasPrice: 10n })).toBe(false)
  })
  test('behavior: smart accounts skip the check', () => {
    expect(hasInsufficientGas({ nativeBalance: 0n, gasPrice: 10n, accountType: 'smartAccount' })).toBe(false)
  })
})

describe('getNodeRpcUrl', () => {
  test('default', () => {
    expect(getNodeRpcUrl({ blockchainApiUrl: 'https://rpc.walletconnect.org', caipNetworkId: 'eip155:1', projectId: 'p' })).toBe(
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p',
    )
  })
})
