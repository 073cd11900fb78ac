import { describe, expect, test } from 'vitest'
import { assertCaipAddress } from './assert-caip-address'
import { formatCaipAddress } from './format-caip-address'
import { formatCaipNetworkId } from './format-caip-network-id'
import { isChainNamespace } from './is-chain-namespace'
import { isEvmAddress } from './is-evm-address'
import { isHexSignedMessage } from './is-hex-signed-message'
import { isSolanaAddress } from './is-solana-address'
import { isTransactionHash } from './is-transaction-hash'
import { parseCaipAddress } from './parse-caip-address'
import { parseCaipNetworkId } from './parse-caip-network-id'

// What the mutation check found unasserted: non-string inputs, both ends of each pattern, and
// the `details` every CAIP error carries (the offending value, for developers).

const address = '0x00000000000000000000000000000000000000aa'

describe('CAIP helpers on bad input', () => {
  test('behavior: the predicates refuse non-strings, including objects whose String() would match', () => {
    const disguised = (text: string) => ({ toString: () => text })
    expect(isChainNamespace(disguised('eip155'))).toBe(false)
    expect(isEvmAddress(disguised(address))).toBe(false)
    expect(isSolanaAddress(disguised('11111111111111111111111111111111'))).toBe(false)
    expect(isTransactionHash(disguised(`0x${'a'.repeat(64)}`))).toBe(false)
    expect(isHexSignedMessage(disguised(`0x${'a'.repeat(64)}`))).toBe(false)
  })

  test('behavior: patterns are anchored at both ends', () => {
    expect(isTransactionHash(`x0x${'a'.repeat(64)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(64)}0`)).toBe(false)
    expect(isHexSignedMessage(`zz0x${'a'.repeat(64)}`)).toBe(false)
    expect(isHexSignedMessage(`0x${'a'.repeat(64)}zz`)).toBe(false)
  })

  test('behavior: each error carries the offending value as details', () => {
    const details = (fn: () => unknown) => {
      try {
        fn()
      } catch (error) {
        return (error as { details?: string }).details
      }
      return 'no error'
    }
    expect(details(() => assertCaipAddress('eip155::x'))).toBe('eip155::x')
    expect(details(() => assertCaipAddress(42))).toBe('42')
    expect(details(() => parseCaipAddress(7))).toBe('7')
    expect(details(() => parseCaipAddress('eip155:1'))).toBe('eip155:1')
    expect(details(() => parseCaipNetworkId(7))).toBe('7')
    expect(details(() => parseCaipNetworkId('nope:1'))).toBe('nope:1')
    expect(details(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: -1 }))).toBe('eip155:-1')
    expect(details(() => formatCaipAddress({ caipNetworkId: 'eip155:1', address: 'bad address!' }))).toBe('eip155:1:bad address!')
    expect(details(() => formatCaipAddress({ caipNetworkId: 'nope' as never, address }))).toBe(`nope:${address}`)
  })

  test('behavior: a chain id of 0 is a valid reference; a negative or fractional one is not', () => {
    expect(formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 0 })).toBe('eip155:0')
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 1.5 })).toThrow('Invalid CAIP-2 network id')
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: -1 })).toThrow('Invalid CAIP-2 network id')
  })

  test('behavior: formatCaipAddress refuses a non-string address', () => {
    expect(() => formatCaipAddress({ caipNetworkId: 'eip155:1', address: 5 as unknown as string })).toThrow('Invalid CAIP-10 address')
  })
})
