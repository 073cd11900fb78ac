import { expect, test } from 'vitest'
import { addNetwork } from './add-network'
import { defineLocalEvmNetwork } from './define-local-evm-network'
import { mainnet, optimism } from './evm-networks'

test('default', () => {
  const local = defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://x' })
  const list = [mainnet]
  expect(addNetwork(list, local)).toEqual([mainnet, local])
  expect(list).toEqual([mainnet])
})

test('behavior: re-adding the same CAIP-2 id replaces it in place', () => {
  const before = defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://old' })
  const after = defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://new' })
  expect(addNetwork([before, optimism], after)).toEqual([after, optimism])
})
