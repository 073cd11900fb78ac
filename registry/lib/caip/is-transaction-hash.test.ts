import { expect, test } from 'vitest'
import { isTransactionHash } from './is-transaction-hash'

test('default', () => {
  expect(isTransactionHash(`0x${'1f'.repeat(32)}`)).toBe(true)
})

test('behavior: 0x followed by exactly 64 hex characters', () => {
  expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
  expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
  expect(isTransactionHash('a'.repeat(66))).toBe(false)
  expect(isTransactionHash(null)).toBe(false)
})
