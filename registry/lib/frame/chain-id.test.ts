import { expect, test } from 'vitest'
import { toEvmChainNumber } from './chain-id'

test('default', () => {
  expect(toEvmChainNumber('eip155:31337')).toBe(31337)
  expect(toEvmChainNumber('0x1')).toBe(1)
  expect(toEvmChainNumber('10')).toBe(10)
  expect(toEvmChainNumber(8453)).toBe(8453)
})

test('behavior: other namespaces are no EVM chain', () => {
  expect(toEvmChainNumber('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined()
  expect(toEvmChainNumber('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBeUndefined()
})

test('behavior: a CAIP-2 id is read by the CAIP-2 rules (lib/caip), not by its prefix', () => {
  // A prefix check read these as chains 1, 1 and 1: none of them is a CAIP-2 network id.
  expect(toEvmChainNumber('eip155: 1')).toBeUndefined()
  expect(toEvmChainNumber('eip155:1 ')).toBeUndefined()
  expect(toEvmChainNumber('eip155:+1')).toBeUndefined()
  expect(toEvmChainNumber('eip155:1:0xabc')).toBeUndefined()
  expect(toEvmChainNumber('eip155:')).toBeUndefined()
})
