import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { base58 } from '@scure/base'
import { signWireTransaction, solanaAddress } from './solana-wallet'

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
    const tx = new Transaction({ feePayer: other, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: other, toPubkey: owner, lamports: 1 }))
    expect(() => signWireTransaction(tx.serialize({ requireAllSignatures: false }), seed)).toThrow('does not ask for this account')
  })
})
