import { expect, test } from 'vitest'
import { defineLocalEvmNetwork } from './define-local-evm-network'
import { getNetworkByCaipId } from './get-network-by-caip-id'
import { supportedNetworks } from './supported-networks'

test('default', () => {
  expect(getNetworkByCaipId('eip155:8453', supportedNetworks)?.name).toBe('Base')
  expect(getNetworkByCaipId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', supportedNetworks)?.name).toBe('Solana Devnet')
})

test('parameters: networks restricts the search to the configured list', () => {
  const local = defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://x' })
  expect(getNetworkByCaipId('eip155:31337', [local])).toBe(local)
  expect(getNetworkByCaipId('eip155:1', [local])).toBeUndefined()
})

test('behavior: unknown or empty ids give undefined', () => {
  expect(getNetworkByCaipId('eip155:123456789', supportedNetworks)).toBeUndefined()
  expect(getNetworkByCaipId(undefined, supportedNetworks)).toBeUndefined()
  expect(getNetworkByCaipId('', supportedNetworks)).toBeUndefined()
})
