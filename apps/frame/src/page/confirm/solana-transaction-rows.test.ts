import { base58 } from '@scure/base'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { describeRequest } from './describe-request'
import { solanaTransactionRows } from './solana-transaction-rows'

const blockhash = base58.encode(new Uint8Array(32).fill(7))
const payer = Keypair.generate().publicKey
const to = Keypair.generate().publicKey
const wire = (transaction: Transaction | VersionedTransaction) =>
  base58.encode(
    transaction instanceof Transaction
      ? transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
      : transaction.serialize(),
  )
const legacy = (...instructions: TransactionInstruction[]) =>
  wire(new Transaction({ feePayer: payer, blockhash, lastValidBlockHeight: 1 }).add(...instructions))

describe('solanaTransactionRows', () => {
  test('default', () => {
    expect(solanaTransactionRows(legacy(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 500_000_000 })))).toEqual([
      { label: 'Send', value: '0.5 SOL' },
      { label: 'To', value: to.toBase58(), mono: true },
      { label: 'Fee payer', value: payer.toBase58(), mono: true },
    ])
  })

  test('parameters: a v0 transaction, a transfer from another account than the fee payer', () => {
    const other = Keypair.generate().publicKey
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: other, toPubkey: to, lamports: 1 })],
    })
    expect(solanaTransactionRows(wire(new VersionedTransaction(message.compileToV0Message())))).toEqual([
      { label: 'Send', value: '0.000000001 SOL' },
      { label: 'To', value: to.toBase58(), mono: true },
      { label: 'From', value: other.toBase58(), mono: true },
      { label: 'Fee payer', value: payer.toBase58(), mono: true },
    ])
  })

  test('parameters: an SPL TransferChecked (with its decimals) after creating the recipient token account; an unknown program is listed', () => {
    const [mint, source, destination] = [Keypair.generate().publicKey, Keypair.generate().publicKey, Keypair.generate().publicKey]
    const tokenProgram = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    const ataProgram = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
    const data = Buffer.alloc(10)
    data.writeUInt8(12, 0)
    data.writeBigUInt64LE(4_200_000n, 1)
    data.writeUInt8(6, 9)
    const account = (pubkey: PublicKey, isSigner = false) => ({ pubkey, isSigner, isWritable: true })
    const unknown = Keypair.generate().publicKey
    const rows = solanaTransactionRows(
      legacy(
        new TransactionInstruction({
          programId: ataProgram,
          keys: [
            account(payer, true),
            account(destination),
            account(to),
            account(mint),
            account(SystemProgram.programId),
            account(tokenProgram),
          ],
          data: Buffer.from([1]),
        }),
        new TransactionInstruction({
          programId: tokenProgram,
          keys: [account(source), account(mint), account(destination), account(payer, true)],
          data,
        }),
        new TransactionInstruction({ programId: unknown, keys: [], data: Buffer.from([9]) }),
      ),
    )
    expect(rows).toEqual([
      { label: 'Create token account', value: destination.toBase58(), mono: true },
      { label: 'Token account owner', value: to.toBase58(), mono: true },
      { label: 'Send token', value: '4.2' },
      { label: 'Token mint', value: mint.toBase58(), mono: true },
      { label: 'To token account', value: destination.toBase58(), mono: true },
      { label: 'Program', value: unknown.toBase58(), mono: true },
      { label: 'Fee payer', value: payer.toBase58(), mono: true },
    ])
  })

  test('behavior: what is not a transaction gives no rows (the raw text alone is shown)', () => {
    expect(solanaTransactionRows('abc')).toBeUndefined()
    expect(solanaTransactionRows(42)).toBeUndefined()
    expect(solanaTransactionRows(base58.encode(new Uint8Array([1, ...new Uint8Array(64), 1, 0, 0, 5])))).toBeUndefined()
  })

  test('behavior: the confirmation shows the transfer first and the exact transaction last; a batch labels each transaction', () => {
    const transaction = legacy(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 2_000_000_000 }))
    const rows = describeRequest({
      method: 'solana_signAndSendTransaction',
      params: { transaction },
      chain: 'solana:x',
      requestedBy: 'http://127.0.0.1:1',
      symbol: 'SOL',
    }).rows
    expect(rows.map((r) => r.label)).toEqual(['Send', 'To', 'Fee payer', 'Transaction'])
    expect(rows[0]?.value).toBe('2 SOL')
    expect(rows.at(-1)?.value).toBe(transaction)
    const batch = describeRequest({
      method: 'solana_signAllTransactions',
      params: { transactions: [transaction, 'zz'] },
      chain: 'solana:x',
      requestedBy: 'http://127.0.0.1:1',
      symbol: 'SOL',
    }).rows
    expect(batch.map((r) => r.label)).toEqual([
      'Transaction 1 · Send',
      'Transaction 1 · To',
      'Transaction 1 · Fee payer',
      'Transaction 1',
      'Transaction 2',
    ])
  })
})
