import { expect, test } from 'vitest'
import { isSolanaAddress } from './is-solana-address'

test('default', () => {
  expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
})

test('behavior: 32 to 44 characters', () => {
  expect(isSolanaAddress('1'.repeat(31))).toBe(false)
  expect(isSolanaAddress('1'.repeat(45))).toBe(false)
})

test('behavior: base58 only (no 0, O, I, l)', () => {
  for (const bad of ['0', 'O', 'I', 'l', '+']) expect(isSolanaAddress(bad + '1'.repeat(32)), bad).toBe(false)
  expect(isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
})
