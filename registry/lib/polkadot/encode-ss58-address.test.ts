import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import { InvalidPolkadotAddressError } from '@/registry/lib/errors/polkadot'
import { decodeSs58Address } from './decode-ss58-address'
import { encodeSs58Address } from './encode-ss58-address'
import { toSs58Address } from './to-ss58-address'

// Alice of every Substrate dev chain, in the generic format.
const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const alicePolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

describe('SS58 addresses', () => {
  test('default: the same addresses as @polkadot/util-crypto for prefixes 0, 2, 42 and two-byte ones', () => {
    const key = decodeAddress(alice)
    for (const prefix of [0, 2, 42, 63, 64, 1284, 16383])
      expect(encodeSs58Address(key, prefix), `prefix ${prefix}`).toBe(encodeAddress(key, prefix))
    expect(toSs58Address(alice, 0)).toBe(alicePolkadot)
  })

  test('behavior: decode gives back the key and prefix, for one- and two-byte prefixes', () => {
    const key = decodeAddress(alice)
    for (const prefix of [0, 2, 42, 64, 1284, 16383]) {
      const decoded = decodeSs58Address(encodeAddress(key, prefix))
      expect(decoded.prefix).toBe(prefix)
      expect(decoded.publicKey).toEqual(key)
    }
  })

  test('behavior: a wrong checksum, bad base58, a wrong length or a bad prefix is "Invalid Polkadot address"', () => {
    const tampered = `${alice.slice(0, -1)}${alice.endsWith('Y') ? 'Z' : 'Y'}`
    for (const bad of [tampered, '0OIl', '5Grw', '', '0x1234'])
      expect(() => decodeSs58Address(bad), bad).toThrow(InvalidPolkadotAddressError)
    expect(() => decodeSs58Address(tampered)).toThrow('Invalid Polkadot address')
    expect(() => encodeSs58Address(new Uint8Array(20), 0)).toThrow(InvalidPolkadotAddressError)
    expect(() => encodeSs58Address(decodeAddress(alice), 16384)).toThrow(InvalidPolkadotAddressError)
  })
})
