import { expect, test } from 'vitest'
import { InvalidChainIdError } from '@/registry/lib/errors/network'
import { evmChainIdToCoinType } from './evm-chain-id-to-coin-type'

test('default', () => {
  expect(evmChainIdToCoinType(10)).toBe(2147483658)
  expect(evmChainIdToCoinType(1)).toBe(0x80000001)
  expect(evmChainIdToCoinType(8453)).toBe(0x80000000 + 8453)
})

test('behavior: the result is unsigned for the largest valid id', () => {
  expect(evmChainIdToCoinType(2 ** 31 - 1)).toBe(2 ** 32 - 1)
})

test('behavior: a chain id of 2^31 or more is invalid', () => {
  expect(() => evmChainIdToCoinType(2 ** 31)).toThrow(InvalidChainIdError)
  expect(() => evmChainIdToCoinType(2 ** 31)).toThrow('Invalid chainId')
  // SPEC §8: the invalid-chain-id refusal carries code 32603.
  expect(() => evmChainIdToCoinType(2 ** 31)).toThrow(expect.objectContaining({ rpcCode: 32603 }))
  expect(() => evmChainIdToCoinType(2 ** 40)).toThrow('Invalid chainId')
  expect(() => evmChainIdToCoinType(-1)).toThrow('Invalid chainId')
  expect(() => evmChainIdToCoinType(1.5)).toThrow('Invalid chainId')
})
