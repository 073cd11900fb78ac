import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Keypair } from '@solana/web3.js'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { createSolanaConnection } from './create-solana-connection'
import { getSolBalance } from './get-sol-balance'
import { buildSolTransfer } from './build-sol-transfer'
import { sendAndConfirm } from './send-and-confirm'
import { SolanaSendTransactionError } from '@/registry/lib/errors/send'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['solana', 'services'] })
})
afterAll(() => devnet?.stop())

describe('Solana on the local SVM through a real Connection', () => {
  test('behavior: a SOL transfer is sent, confirmed and moves the balances', async () => {
    const payer = Keypair.fromSecretKey(devnet.solanaAccounts[0]!.secretKey)
    const receiver = Keypair.generate().publicKey.toBase58()
    const connection = createSolanaConnection({ network: network(), rpcUrl: devnet.urls.solanaRpc })
    const before = await getSolBalance(connection, { address: payer.publicKey.toBase58() })
    expect(before).toBeGreaterThan(1_000_000_000n)

    const transaction = await buildSolTransfer(connection, { from: payer.publicKey.toBase58(), to: receiver, amount: '0.25' })
    transaction.sign(payer)
    const signature = await sendAndConfirm(connection, transaction)
    expect(typeof signature).toBe('string')

    await expect(getSolBalance(connection, { address: receiver })).resolves.toBe(250_000_000n)
    const after = await getSolBalance(connection, { address: payer.publicKey.toBase58() })
    // The payer also pays the fee.
    expect(after).toBeLessThan(before - 250_000_000n)
  })

  test('behavior: balance read through the blockchain API node proxy', async () => {
    const { publicKey } = devnet.solanaAccounts[1]!
    const direct = createSolanaConnection({ network: network(), rpcUrl: devnet.urls.solanaRpc })
    const proxied = createSolanaConnection({
      network: network(),
      blockchainApi: { baseUrl: devnet.urls.services, projectId: 'contract-test' },
    })
    await expect(getSolBalance(proxied, { address: publicKey })).resolves.toBe(await getSolBalance(direct, { address: publicKey }))
  })

  test('behavior: a transfer the chain refuses is the SPEC Solana send error', async () => {
    const poor = Keypair.generate()
    const connection = createSolanaConnection({ network: network(), rpcUrl: devnet.urls.solanaRpc })
    const transaction = await buildSolTransfer(connection, {
      from: poor.publicKey.toBase58(),
      to: Keypair.generate().publicKey.toBase58(),
      amount: '1',
    })
    transaction.sign(poor)
    const error = await sendAndConfirm(connection, transaction).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaSendTransactionError)
    expect((error as SolanaSendTransactionError).shortMessage).toBe('Failed to send transaction. Please try again.')
  })
})

function network() {
  return defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc })
}
