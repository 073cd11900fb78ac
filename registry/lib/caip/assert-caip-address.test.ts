import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError } from '@/registry/lib/errors/caip'
import { assertCaipAddress } from './assert-caip-address'

describe('assertCaipAddress', () => {
  test('default', () => {
    expect(() => assertCaipAddress('eip155:1:0xabc')).not.toThrow()
  })

  test('behavior: anything but three non-empty parts is an Invalid CAIP Address', () => {
    for (const value of ['eip155:1', '0xabc', 'a:b:c:d', 'eip155::0xabc', undefined, 42]) {
      expect(() => assertCaipAddress(value), String(value)).toThrow(InvalidCaipAddressError)
      expect(() => assertCaipAddress(value), String(value)).toThrow('Invalid CAIP Address')
    }
  })
})
