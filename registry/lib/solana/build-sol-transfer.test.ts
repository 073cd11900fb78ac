import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Connection, Keypair, SystemInstruction } from '@solana/web3.js'
import { buildSolTransfer } from './build-sol-transfer'
import { solToLamports } from './sol-to-lamports'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { startLocalServer, type LocalServer } from '../api/test-utils/local-server'

const from = Keypair.generate().publicKey.toBase58()
const to = Keypair.generate().publicKey.toBase58()
const blockhash = Keypair.generate().publicKey.toBase58()
let server: LocalServer
beforeAll(async () => {
  // Answers getLatestBlockhash only; enough for building.
  server = await startLocalServer((request) => {
    const { id } = JSON.parse(request.body) as { id: string }
    return { json: { jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: { blockhash, lastValidBlockHeight: 150 } } } }
  })
})
afterAll(() => server.close())

describe('buildSolTransfer', () => {
  test('default: one system transfer with a fresh blockhash', async () => {
    const transaction = await buildSolTransfer(new Connection(server.url), { from, to, amount: '0.1' })
    expect(transaction.recentBlockhash).toBe(blockhash)
    expect(transaction.feePayer?.toBase58()).toBe(from)
    const transfer = SystemInstruction.decodeTransfer(transaction.instructions[0]!)
    expect(transfer.lamports).toBe(100_000_000n)
    expect(transfer.toPubkey.toBase58()).toBe(to)
  })

  test('behavior: missing amount or receiver gives the SPEC text', async () => {
    const connection = new Connection(server.url)
    for (const input of [
      { to: undefined, amount: '1' },
      { to, amount: undefined },
      { to, amount: '' },
      { to, amount: '0' },
      { to, amount: 'x' },
      { to: 'not-base58!', amount: '1' },
    ]) {
      const error = await buildSolTransfer(connection, { from, ...input }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidSendInputError)
      expect((error as InvalidSendInputError).shortMessage).toBe('Please enter a valid amount and receiver address')
    }
  })
})

describe('solToLamports', () => {
  test('default: exact, no floating point', () => {
    expect(solToLamports('0.1')).toBe(100_000_000n)
    expect(solToLamports('1.000000001')).toBe(1_000_000_001n)
    expect(solToLamports('.5')).toBe(500_000_000n)
    expect(solToLamports('2.1234567899')).toBe(2_123_456_789n)
  })
})
