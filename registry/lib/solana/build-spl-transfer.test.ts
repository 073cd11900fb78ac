import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Connection, Keypair, SystemProgram } from '@solana/web3.js'
import { associatedTokenProgramId, buildSplTransfer, getAssociatedTokenAddress, tokenProgramId } from './build-spl-transfer'
import { toBaseUnits } from './to-base-units'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { startLocalServer, type LocalServer } from '../api/test-utils/local-server'

const from = Keypair.generate().publicKey
const to = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey
const blockhash = Keypair.generate().publicKey.toBase58()
let receiverHasAccount = false
let server: LocalServer

beforeAll(async () => {
  // Answers getLatestBlockhash and getAccountInfo (the receiver's token account: present or not).
  server = await startLocalServer((request) => {
    const { id, method } = JSON.parse(request.body) as { id: string; method: string }
    const context = { slot: 1 }
    if (method === 'getLatestBlockhash')
      return { json: { jsonrpc: '2.0', id, result: { context, value: { blockhash, lastValidBlockHeight: 150 } } } }
    const account = {
      data: [Buffer.alloc(165).toString('base64'), 'base64'],
      executable: false,
      lamports: 2039280,
      owner: tokenProgramId.toBase58(),
      rentEpoch: 0,
      space: 165,
    }
    return { json: { jsonrpc: '2.0', id, result: { context, value: receiverHasAccount ? account : null } } }
  })
})
afterAll(() => server.close())

const build = (amount: string | undefined, receiver: string | undefined) =>
  buildSplTransfer(new Connection(server.url), { from: from.toBase58(), to: receiver, mint: mint.toBase58(), decimals: 6, amount })

describe('buildSplTransfer', () => {
  test('default: a TransferChecked between the associated token accounts, when the receiver has one', async () => {
    receiverHasAccount = true
    const transaction = await build('2.5', to.toBase58())
    expect(transaction.recentBlockhash).toBe(blockhash)
    expect(transaction.feePayer?.toBase58()).toBe(from.toBase58())
    expect(transaction.instructions).toHaveLength(1)
    const [transfer] = transaction.instructions
    expect(transfer?.programId.equals(tokenProgramId)).toBe(true)
    expect(transfer?.keys.map((k) => k.pubkey.toBase58())).toEqual([
      getAssociatedTokenAddress(from, mint).toBase58(),
      mint.toBase58(),
      getAssociatedTokenAddress(to, mint).toBase58(),
      from.toBase58(),
    ])
    expect(transfer?.keys.map((k) => [k.isSigner, k.isWritable])).toEqual([
      [false, true],
      [false, false],
      [false, true],
      [true, false],
    ])
    // Tag 12, u64 little-endian amount, decimals.
    expect([...(transfer?.data ?? [])]).toEqual([12, 0xa0, 0x25, 0x26, 0, 0, 0, 0, 0, 6])
  })

  test('behavior: a receiver without a token account gets an idempotent create first, paid by the sender', async () => {
    receiverHasAccount = false
    const transaction = await build('1', to.toBase58())
    expect(transaction.instructions).toHaveLength(2)
    const [create] = transaction.instructions
    expect(create?.programId.equals(associatedTokenProgramId)).toBe(true)
    expect([...(create?.data ?? [])]).toEqual([1])
    expect(create?.keys.map((k) => k.pubkey.toBase58())).toEqual([
      from.toBase58(),
      getAssociatedTokenAddress(to, mint).toBase58(),
      to.toBase58(),
      mint.toBase58(),
      SystemProgram.programId.toBase58(),
      tokenProgramId.toBase58(),
    ])
  })

  test('behavior: missing or unusable amount or receiver gives the SPEC text', async () => {
    for (const [amount, receiver] of [
      ['1', undefined],
      [undefined, to.toBase58()],
      ['', to.toBase58()],
      ['0', to.toBase58()],
      ['1.2.3', to.toBase58()],
      ['1', 'not-base58!'],
      ['18446744073709.551616', to.toBase58()],
    ] as const) {
      const error = await build(amount, receiver).catch((e: unknown) => e)
      expect(error, `${amount} ${receiver}`).toBeInstanceOf(InvalidSendInputError)
      expect((error as InvalidSendInputError).shortMessage).toBe('Please enter a valid amount and receiver address')
    }
  })
})

describe('toBaseUnits', () => {
  test('default: exact, digits beyond the decimals are cut', () => {
    expect(toBaseUnits('2.5', 6)).toBe(2_500_000n)
    expect(toBaseUnits('.000001', 6)).toBe(1n)
    expect(toBaseUnits('1.0000019', 6)).toBe(1_000_001n)
    expect(toBaseUnits('7', 0)).toBe(7n)
    expect(() => toBaseUnits('1,5', 6)).toThrow('is not a valid decimal number')
  })
})
