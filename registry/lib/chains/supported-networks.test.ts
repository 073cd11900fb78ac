import { describe, expect, test } from 'vitest'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import { defaultCaipNetworkId, defaultNetwork, supportedNetworks } from './supported-networks'

describe('supportedNetworks', () => {
  test('default: every network of SPEC §9', () => {
    expect(supportedNetworks.map((network) => network.caipNetworkId)).toMatchInlineSnapshot(`
      [
        "eip155:1",
        "eip155:11155111",
        "eip155:17000",
        "eip155:10",
        "eip155:42161",
        "eip155:137",
        "eip155:42220",
        "eip155:1313161554",
        "eip155:56",
        "eip155:43114",
        "eip155:324",
        "eip155:100",
        "eip155:8453",
        "eip155:7777777",
        "eip155:999",
        "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
        "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
        "bip122:000000000019d6689c085ae165831e93",
        "bip122:000000000933ea01ad0ee984209779ba",
      ]
    `)
  })

  test('behavior: each network is a consistent Network entity', () => {
    for (const network of supportedNetworks) {
      const parsed = parseCaipNetworkId(network.caipNetworkId)
      expect(parsed.chainNamespace, network.name).toBe(network.chainNamespace)
      expect(parsed.chainId, network.name).toBe(String(network.id))
      expect(network.rpcUrls.default.http.length, network.name).toBeGreaterThan(0)
      expect(network.nativeCurrency.decimals, network.name).toBeGreaterThan(0)
      expect(typeof network.testnet, network.name).toBe('boolean')
      expect(network.assets?.imageId, network.name).toBeTruthy()
    }
    expect(new Set(supportedNetworks.map((n) => n.caipNetworkId)).size).toBe(supportedNetworks.length)
  })

  test('behavior: EVM ids are numbers, other namespaces use their CAIP-2 reference', () => {
    for (const network of supportedNetworks)
      expect(typeof network.id, network.name).toBe(network.chainNamespace === 'eip155' ? 'number' : 'string')
  })

  test('behavior: the default network is eip155:1', () => {
    expect(defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(defaultCaipNetworkId).toBe('eip155:1')
    expect(defaultNetwork.nativeCurrency.symbol).toBe('ETH')
  })
})
