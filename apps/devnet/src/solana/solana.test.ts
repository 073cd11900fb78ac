import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSplTransfer } from '../../../../registry/lib/solana/build-spl-transfer'
import { grantSplToken, readTokenAmount } from './spl-token'
import { startSolana, type SolanaNode } from './start-solana'

let node: SolanaNode
let connection: Connection

beforeAll(async () => {
  node = await startSolana({ port: 0 })
  connection = new Connection(node.url, 'confirmed')
})
afterAll(async () => {
  await node?.stop()
})

describe('solana facade', () => {
  test('default: a real Connection reads the balance of a funded dev keypair', async () => {
    const [first] = node.keypairs
    expect(await connection.getBalance(first!.publicKey)).toBe(1000 * LAMPORTS_PER_SOL)
  })

  test('behavior: grantSplToken gives a new holder DUSD it can send with the real token program, and the supply follows', async () => {
    const [holder] = node.keypairs
    const fresh = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(fresh.publicKey, LAMPORTS_PER_SOL))
    // The mint's supply (u64 at byte 36 of the SPL mint layout).
    const supply = async () => Buffer.from((await connection.getAccountInfo(new PublicKey(node.splToken.mint)))!.data).readBigUInt64LE(36)
    const before = await supply()
    grantSplToken(node.svm.svm, node.splToken, fresh.publicKey.toBase58(), 5_000_000n)
    grantSplToken(node.svm.svm, node.splToken, fresh.publicKey.toBase58(), 1_000_000n)
    expect(readTokenAmount(node.svm.svm, fresh.publicKey.toBase58(), node.splToken.mint)).toBe(6_000_000n)
    expect(await supply()).toBe(before + 6_000_000n)
    const received = readTokenAmount(node.svm.svm, holder!.publicKey.toBase58(), node.splToken.mint)
    const transfer = await buildSplTransfer(connection, {
      from: fresh.publicKey.toBase58(),
      to: holder!.publicKey.toBase58(),
      mint: node.splToken.mint,
      decimals: node.splToken.decimals,
      amount: '2.5',
    })
    await sendAndConfirmTransaction(connection, transfer, [fresh])
    expect(readTokenAmount(node.svm.svm, fresh.publicKey.toBase58(), node.splToken.mint)).toBe(3_500_000n)
    expect(readTokenAmount(node.svm.svm, holder!.publicKey.toBase58(), node.splToken.mint)).toBe(received + 2_500_000n)
  })

  test('behavior: sendAndConfirmTransaction moves SOL and confirms', async () => {
    const [from, to] = node.keypairs
    const fresh = Keypair.generate().publicKey
    for (const recipient of [to!.publicKey, fresh]) {
      const tx = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: from!.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL / 2 }),
      )
      const signature = await sendAndConfirmTransaction(connection, tx, [from!])
      const status = await connection.getSignatureStatus(signature)
      expect(status.value?.err).toBeNull()
    }
    expect(await connection.getBalance(fresh)).toBe(LAMPORTS_PER_SOL / 2)
    expect(await connection.getBalance(to!.publicKey)).toBe(1000.5 * LAMPORTS_PER_SOL)
  })

  test('behavior: two identical transfers get distinct signatures', async () => {
    const [, , from] = node.keypairs
    const to = new PublicKey(node.keypairs[3]!.publicKey)
    const send = () =>
      sendAndConfirmTransaction(
        connection,
        new Transaction().add(SystemProgram.transfer({ fromPubkey: from!.publicKey, toPubkey: to, lamports: 1000 })),
        [from!],
      )
    const first = await send()
    expect(await send()).not.toBe(first)
  })

  test('behavior: requestAirdrop and confirmTransaction with a blockhash strategy', async () => {
    const who = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(who, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const result = await connection.confirmTransaction({ signature, ...latest })
    expect(result.value.err).toBeNull()
    expect(await connection.getBalance(who)).toBe(2 * LAMPORTS_PER_SOL)
  })

  test('behavior: a base58-encoded transaction is accepted', async () => {
    const [from] = node.keypairs
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: from!.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from!.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }),
    )
    tx.sign(from!)
    const { encodeBase58 } = await import('./base58')
    const response = await fetch(node.url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [encodeBase58(tx.serialize())] }),
    })
    const body = (await response.json()) as { result: string }
    expect(body.result).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
  })

  test('behavior: fee, rent and node info answers have the shapes web3.js validates', async () => {
    const [from] = node.keypairs
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new Transaction({ feePayer: from!.publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: from!.publicKey, toPubkey: from!.publicKey, lamports: 1 }))
      .compileMessage()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBeGreaterThan(0)
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect((await connection.getVersion())['solana-core']).toBeTypeOf('string')
    expect(await connection.getSlot()).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBeGreaterThan(0)
    const info = await connection.getAccountInfo(from!.publicKey)
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
  })

  test('behavior: simulateTransaction runs without landing the transfer', async () => {
    const [from] = node.keypairs
    const to = Keypair.generate().publicKey
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from!.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
    const { value } = await connection.simulateTransaction(tx, [from!])
    expect(value.err).toBeNull()
    expect(value.logs?.some((line) => line.includes('11111111111111111111111111111111'))).toBe(true)
    expect(await connection.getBalance(to)).toBe(0)
  })

  test('behavior: a transfer above the balance is rejected with simulation logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: node.keypairs[0]!.publicKey, lamports: 5 * LAMPORTS_PER_SOL }),
    )
    // As a Solana node says it: the System program's failure, by instruction, with its custom code.
    await expect(sendAndConfirmTransaction(connection, tx, [poor])).rejects.toThrow(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
  })

  test('behavior: a payer never funded is refused as a Solana node refuses it (AccountNotFound and its text), not in LiteSVM debug text', async () => {
    const never = Keypair.generate()
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: never.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    )
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.feePayer = never.publicKey
    tx.sign(never)
    const response = await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [tx.serialize().toString('base64'), { encoding: 'base64' }],
      }),
    })
    const body = (await response.json()) as { error?: { code: number; message: string; data?: { err?: unknown } } }
    expect(body.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
      data: { err: 'AccountNotFound' },
    })
  })
})
