import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import { polkadotDevAccount } from '../../devnet/src/services/polkadot-ledger'
import { createPolkadotWallet } from './extension'
import { examplePayload, verifyPayloadSignature } from './payload-check'

const wallet = () => createPolkadotWallet({ uri: polkadotDevAccount.uri, accountName: 'Devnet Alice' })
const data = u8aToHex(new TextEncoder().encode('hello'))

describe('Devnet Polkadot Wallet', () => {
  test('default: shares //Alice (sr25519, generic format, no genesis hash) and signs raw bytes wrapped in <Bytes>', async () => {
    const injected = await wallet().enable('test app')
    expect(await injected.accounts.get()).toEqual([
      { address: polkadotDevAccount.address, name: 'Devnet Alice', type: 'sr25519', genesisHash: null },
    ])
    const result = await injected.signer.signRaw?.({ address: polkadotDevAccount.address, data, type: 'bytes' })
    expect(
      signatureVerify(u8aWrapBytes(new TextEncoder().encode('hello')), result?.signature ?? '0x', polkadotDevAccount.address).isValid,
    ).toBe(true)
  })

  test('behavior: refuses payload signing, an account it does not hold, and a declined request', async () => {
    const { enable, controls } = wallet()
    const injected = await enable('test app')
    const bob = new Keyring({ type: 'sr25519' }).addFromUri('//Bob').address
    await expect(injected.signer.signRaw?.({ address: polkadotDevAccount.address, data, type: 'payload' })).rejects.toThrow(
      'Only raw bytes can be signed',
    )
    await expect(injected.signer.signRaw?.({ address: bob, data, type: 'bytes' })).rejects.toThrow('Unable to find the account')
    controls.rejectNextRequest()
    await expect(injected.signer.signRaw?.({ address: polkadotDevAccount.address, data, type: 'bytes' })).rejects.toThrow('Cancelled')
    controls.rejectNextRequest()
    await expect(enable('test app')).rejects.toThrow('Rejected')
    expect(controls.signRequests).toHaveLength(3)
    expect(controls.enabledBy).toEqual(['test app'])
  })

  test('behavior: signPayload signs an extrinsic payload (type-prefixed sr25519 over its SCALE encoding); another account or a declined request is refused', async () => {
    const { enable, controls } = wallet()
    const injected = await enable('test app')
    const genesis = `0x${'9e4bc837986398d8c0387e8c2492d50d'.repeat(2)}` as const
    const payload = examplePayload(polkadotDevAccount.address, genesis)
    const result = await injected.signer.signPayload?.(payload)
    expect(result?.signature).toMatch(/^0x01[0-9a-f]{128}$/)
    expect(verifyPayloadSignature(payload, result?.signature ?? '0x', polkadotDevAccount.address)).toBe(true)
    expect(
      verifyPayloadSignature(examplePayload(polkadotDevAccount.address, genesis, 1), result?.signature ?? '0x', polkadotDevAccount.address),
    ).toBe(false)
    const bob = new Keyring({ type: 'sr25519' }).addFromUri('//Bob').address
    await expect(injected.signer.signPayload?.(examplePayload(bob, genesis))).rejects.toThrow('Unable to find the account')
    controls.rejectNextRequest()
    await expect(injected.signer.signPayload?.(payload)).rejects.toThrow('Cancelled')
    expect(controls.signRequests).toHaveLength(3)
  })
})
