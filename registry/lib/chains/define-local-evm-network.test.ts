import { expect, test } from 'vitest'
import { InvalidChainIdError } from '@/registry/lib/errors/network'
import { defineLocalEvmNetwork } from './define-local-evm-network'

test('default', () => {
  expect(defineLocalEvmNetwork({ id: 31337, name: 'Local 31337', rpcUrl: 'http://127.0.0.1:40001' })).toEqual({
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Local 31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:40001'] } },
    testnet: true,
  })
  expect(defineLocalEvmNetwork({ id: 31338, name: 'Local 31338', rpcUrl: 'http://x' }).caipNetworkId).toBe('eip155:31338')
})

test('behavior: a non-positive or fractional id is an Invalid chainId', () => {
  for (const id of [0, -1, 1.5, Number.NaN])
    expect(() => defineLocalEvmNetwork({ id, name: 'x', rpcUrl: 'http://x' }), String(id)).toThrow(InvalidChainIdError)
})
