import { describe, expect, test } from 'vitest'
import { formatCaipNetworkId } from './format-caip-network-id'
import { parseCaipNetworkId } from './parse-caip-network-id'

describe('formatCaipNetworkId', () => {
  test('default', () => {
    expect(formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 10 })).toBe('eip155:10')
    expect(formatCaipNetworkId({ chainNamespace: 'solana', chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  test('behavior: round-trips through parseCaipNetworkId', () => {
    const id = formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 31337 })
    expect(formatCaipNetworkId(parseCaipNetworkId(id))).toBe(id)
  })

  test('behavior: invalid parts throw Invalid CAIP-2 network id', () => {
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 1.5 })).toThrow('Invalid CAIP-2 network id')
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: -1 })).toThrow('Invalid CAIP-2 network id')
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 'a:b' })).toThrow('Invalid CAIP-2 network id')
    // @ts-expect-error an unknown namespace is what the runtime check is for
    expect(() => formatCaipNetworkId({ chainNamespace: 'cosmos', chainId: 1 })).toThrow('Invalid CAIP-2 network id')
  })
})
