import { expect, test } from 'vitest'
import { isChainNamespace } from './is-chain-namespace'

test('default', () => {
  for (const ns of ['eip155', 'solana', 'polkadot', 'bip122']) expect(isChainNamespace(ns)).toBe(true)
  for (const ns of ['cosmos', 'EIP155', '', undefined, 1]) expect(isChainNamespace(ns)).toBe(false)
})
