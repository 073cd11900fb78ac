import { expect, test } from 'vitest'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import { kusama, polkadot, polkadotNetworks, polkadotSs58Prefixes, substrateSs58Prefix, westend } from './polkadot-networks'

test('default: CAIP-2 ids are the genesis hash prefixes of Polkadot, Kusama and Westend', () => {
  expect(polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
  expect(kusama.caipNetworkId).toBe('polkadot:b0a8d493285c2df73290dfb7e61f870f')
  expect(westend.caipNetworkId).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
  expect(polkadotNetworks).toEqual([polkadot, kusama, westend])
})

test('behavior: each id parses back to its namespace and reference', () => {
  for (const network of polkadotNetworks) {
    expect(parseCaipNetworkId(network.caipNetworkId)).toMatchObject({ chainNamespace: 'polkadot', chainId: network.id })
    expect(network.id).toMatch(/^[0-9a-f]{32}$/)
  }
})

test('default: native currencies and SS58 prefixes', () => {
  expect(polkadot.nativeCurrency).toEqual({ name: 'Polkadot', symbol: 'DOT', decimals: 10 })
  expect(kusama.nativeCurrency).toEqual({ name: 'Kusama', symbol: 'KSM', decimals: 12 })
  expect(westend.nativeCurrency).toEqual({ name: 'Westend', symbol: 'WND', decimals: 12 })
  expect(polkadotSs58Prefixes).toEqual({ [polkadot.caipNetworkId]: 0, [kusama.caipNetworkId]: 2, [westend.caipNetworkId]: 42 })
  expect(substrateSs58Prefix).toBe(42)
  expect(westend.testnet).toBe(true)
})
