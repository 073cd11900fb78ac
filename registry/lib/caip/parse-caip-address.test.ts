import { describe, expect, test } from 'vitest'
import { InvalidCaip10AddressError } from '@/registry/lib/errors/caip'
import { parseCaipAddress } from './parse-caip-address'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseCaipAddress', () => {
  test('default', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: evm,
      caipNetworkId: 'eip155:1',
      caipAddress: `eip155:1:${evm}`,
    })
  })

  test('behavior: an address needs exactly three parts', () => {
    for (const value of ['eip155:1', `eip155:1:${evm}:x`, evm, '', 'eip155::0xab', 'eip155:1:'])
      expect(() => parseCaipAddress(value), value).toThrow('Invalid CAIP-10 address')
  })

  test('behavior: account identifiers need a known namespace', () => {
    expect(() => parseCaipAddress(`cosmos:1:${evm}`)).toThrow(InvalidCaip10AddressError)
    expect(parseCaipAddress('polkadot:91b171bb158e2d3848fa23a9f1c25182:5Grw').chainNamespace).toBe('polkadot')
  })

  test('behavior: the offending value is kept in details', () => {
    expect(() => parseCaipAddress('nope')).toThrow(expect.objectContaining({ details: 'nope', code: 'CAIP10_ADDRESS_INVALID' }))
  })
})
