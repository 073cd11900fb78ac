import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { InvalidPolkadotAddressError } from '@/registry/lib/errors/polkadot'
import { verifyPolkadotSignature } from './verify-polkadot-signature'

const message = 'walletkit: sign in with Polkadot'
let pair: ReturnType<Keyring['addFromUri']>

beforeAll(async () => {
  await cryptoWaitReady()
  pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri('//Alice')
})

describe('verifyPolkadotSignature', () => {
  test('default: an sr25519 signature of the <Bytes>-wrapped message verifies, for any SS58 form of the address', async () => {
    const signature = u8aToHex(pair.sign(u8aWrapBytes(new TextEncoder().encode(message))))
    expect(await verifyPolkadotSignature({ address: pair.address, message, signature })).toBe(true)
    const onPolkadot = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//Alice').address
    expect(await verifyPolkadotSignature({ address: onPolkadot, message, signature })).toBe(true)
  })

  test('behavior: another message, another signer or a malformed signature does not verify', async () => {
    const signature = u8aToHex(pair.sign(u8aWrapBytes(new TextEncoder().encode(message))))
    const bob = new Keyring({ type: 'sr25519' }).addFromUri('//Bob').address
    expect(await verifyPolkadotSignature({ address: pair.address, message: `${message}!`, signature })).toBe(false)
    expect(await verifyPolkadotSignature({ address: bob, message, signature })).toBe(false)
    expect(await verifyPolkadotSignature({ address: pair.address, message, signature: '0x1234' })).toBe(false)
  })

  test('parameters: message as bytes, signed bare or already wrapped', async () => {
    const bytes = new TextEncoder().encode(message)
    expect(await verifyPolkadotSignature({ address: pair.address, message: bytes, signature: u8aToHex(pair.sign(bytes)) })).toBe(true)
    const wrapped = u8aWrapBytes(bytes)
    expect(await verifyPolkadotSignature({ address: pair.address, message: wrapped, signature: u8aToHex(pair.sign(wrapped)) })).toBe(true)
  })

  test('behavior: an address that is not SS58 is "Invalid Polkadot address"', async () => {
    const signature = u8aToHex(pair.sign(u8aWrapBytes(new TextEncoder().encode(message))))
    await expect(verifyPolkadotSignature({ address: 'not-an-address', message, signature })).rejects.toThrow(InvalidPolkadotAddressError)
  })
})
