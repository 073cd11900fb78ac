import { describe, expect, test } from 'vitest'
import { InvalidCaip10AddressError, InvalidCaipNetworkIdError } from '@/registry/lib/errors/caip'
import { formatCaipAddress } from './format-caip-address'
import { parseCaipAddress } from './parse-caip-address'

describe('formatCaipAddress', () => {
  test('default', () => {
    expect(formatCaipAddress({ caipNetworkId: 'eip155:1', address: '0xabc' })).toBe('eip155:1:0xabc')
  })

  test('behavior: round-trips through parseCaipAddress', () => {
    const value = formatCaipAddress({
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      address: '11111111111111111111111111111111',
    })
    expect(formatCaipAddress(parseCaipAddress(value))).toBe(value)
  })

  test('behavior: a bad network id is reported as Invalid CAIP-10 address, with the cause kept', () => {
    try {
      // @ts-expect-error the runtime check is for values that escaped the type
      formatCaipAddress({ caipNetworkId: 'eip155', address: '0xabc' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaip10AddressError)
      expect((error as InvalidCaip10AddressError).walk((e) => e instanceof InvalidCaipNetworkIdError)).toBeInstanceOf(
        InvalidCaipNetworkIdError,
      )
    }
  })

  test('behavior: a bad address throws Invalid CAIP-10 address', () => {
    expect(() => formatCaipAddress({ caipNetworkId: 'eip155:1', address: 'a:b' })).toThrow('Invalid CAIP-10 address')
    expect(() => formatCaipAddress({ caipNetworkId: 'eip155:1', address: '' })).toThrow('Invalid CAIP-10 address')
  })
})
