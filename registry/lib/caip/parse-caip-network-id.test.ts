import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '@/registry/lib/errors/caip'
import { parseCaipNetworkId } from './parse-caip-network-id'

describe('parseCaipNetworkId', () => {
  test('default', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1', caipNetworkId: 'eip155:1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').chainId).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').chainNamespace).toBe('bip122')
  })

  test('behavior: a network id needs exactly two parts', () => {
    for (const value of ['eip155', 'eip155:1:0xabc', '', ':', 'eip155:'])
      expect(() => parseCaipNetworkId(value), value).toThrow('Invalid CAIP-2 network id')
  })

  test('behavior: the namespace must be known', () => {
    expect(() => parseCaipNetworkId('cosmos:cosmoshub-4')).toThrow(InvalidCaipNetworkIdError)
  })

  test('behavior: reference characters follow CAIP-2', () => {
    expect(() => parseCaipNetworkId('eip155:1 ')).toThrow('Invalid CAIP-2 network id')
    expect(() => parseCaipNetworkId(`solana:${'a'.repeat(33)}`)).toThrow('Invalid CAIP-2 network id')
  })

  test('behavior: non-strings are rejected with the typed error', () => {
    try {
      parseCaipNetworkId(1)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
      expect((error as InvalidCaipNetworkIdError).code).toBe('CAIP2_NETWORK_ID_INVALID')
      expect((error as InvalidCaipNetworkIdError).shortMessage).toBe('Invalid CAIP-2 network id')
    }
  })
})
