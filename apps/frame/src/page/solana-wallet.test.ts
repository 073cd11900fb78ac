import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { base58 } from '@scure/base'
import { FrameRefusal } from './public-errors'
import { checkSolanaRequest, handleSolanaRpc, isDisguisedTransaction, signWireTransaction, solanaAddress } from './solana-wallet'

const seed = new Uint8Array(32).fill(7)
const owner = new PublicKey(solanaAddress(seed))
const other = Keypair.generate().publicKey
const blockhash = base58.encode(new Uint8Array(32).fill(1))
const transfer = SystemProgram.transfer({ fromPubkey: owner, toPubkey: other, lamports: 5 })

describe('base58', () => {
  test('behavior: round-trips any bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(Array.from(base58.decode(base58.encode(bytes)))).toEqual(Array.from(bytes))
      }),
      { numRuns: 500 },
    )
    expect(base58.encode(new PublicKey('11111111111111111111111111111111').toBytes())).toBe('11111111111111111111111111111111')
  })
})

describe('signWireTransaction', () => {
  test('parameters: legacy transaction', () => {
    const tx = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(transfer)
    const signed = Transaction.from(signWireTransaction(tx.serialize({ requireAllSignatures: false }), seed))
    expect(signed.verifySignatures()).toBe(true)
  })

  test('parameters: v0 transaction, signer in second place', () => {
    const message = new TransactionMessage({ payerKey: other, recentBlockhash: blockhash, instructions: [transfer] }).compileToV0Message()
    const wire = new VersionedTransaction(message).serialize()
    const signed = VersionedTransaction.deserialize(signWireTransaction(wire, seed))
    const index = signed.message.staticAccountKeys.findIndex((key) => key.equals(owner))
    expect(index).toBe(1)
    expect(ed25519.verify(signed.signatures[index]!, signed.message.serialize(), owner.toBytes())).toBe(true)
    expect(signed.signatures[0]!.every((byte) => byte === 0)).toBe(true)
  })

  test('behavior: a transaction that does not need this account is refused', () => {
    const tx = new Transaction({ feePayer: other, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: owner, lamports: 1 }),
    )
    expect(() => signWireTransaction(tx.serialize({ requireAllSignatures: false }), seed)).toThrow('does not ask for this account')
  })
})

describe('checkSolanaRequest: a message to sign that is a transaction in disguise is refused', () => {
  const legacy = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(transfer)
  const v0 = new VersionedTransaction(
    new TransactionMessage({ payerKey: other, recentBlockhash: blockhash, instructions: [transfer] }).compileToV0Message(),
  )
  const ask = (bytes: Uint8Array) => () => checkSolanaRequest(seed, 'solana_signMessage', { message: base58.encode(bytes) })

  test('behavior: a legacy message, a v0 message (this account second) and a whole wire transaction are refused', () => {
    for (const bytes of [
      legacy.serializeMessage(),
      v0.message.serialize(),
      legacy.serialize({ requireAllSignatures: false }),
      v0.serialize(),
    ]) {
      expect(ask(new Uint8Array(bytes))).toThrow(FrameRefusal)
    }
    expect(isDisguisedTransaction(new Uint8Array(legacy.serializeMessage()), seed)).toBe(true)
  })

  test('behavior: text, arbitrary bytes and a transaction this account does not sign are signed as messages', () => {
    const foreign = new Transaction({ feePayer: other, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: owner, lamports: 1 }),
    )
    for (const bytes of [
      new TextEncoder().encode('Sign in to example.com'),
      new Uint8Array([1, 0, 1, 2]),
      new Uint8Array(foreign.serializeMessage()),
    ]) {
      expect(ask(bytes)).not.toThrow()
    }
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (text) => {
        expect(isDisguisedTransaction(new TextEncoder().encode(text), seed)).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: handleSolanaRpc refuses it too (defence in depth), before any signature is made', async () => {
    await expect(
      handleSolanaRpc(seed, '', 'solana_signMessage', { message: base58.encode(new Uint8Array(legacy.serializeMessage())) }),
    ).rejects.toBeInstanceOf(FrameRefusal)
    const { signature } = (await handleSolanaRpc(seed, '', 'solana_signMessage', {
      message: base58.encode(new TextEncoder().encode('hi')),
    })) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('hi'), owner.toBytes())).toBe(true)
  })
})
