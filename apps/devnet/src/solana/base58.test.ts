import { Keypair } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58'

describe('base58', () => {
  test('default: matches web3.js public key encoding', () => {
    const key = Keypair.generate().publicKey
    expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
    expect(decodeBase58(key.toBase58())).toEqual(key.toBytes())
  })

  test('behavior: leading zero bytes survive a round trip', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255])
    expect(encodeBase58(bytes).startsWith('11')).toBe(true)
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
  })

  test('behavior: characters outside the alphabet are rejected', () => {
    expect(() => decodeBase58('0OIl')).toThrow()
  })
})
