import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Keypair, PublicKey, type Transaction } from '@solana/web3.js'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { getBalances } from '@/registry/lib/api/blockchain/get-balances'
import { InvalidSendInputError, SolanaSendTransactionError } from '@/registry/lib/errors/send'
import { createSolanaConnection } from './create-solana-connection'
import { buildSplTransfer, getAssociatedTokenAddress } from './build-spl-transfer'
import { sendAndConfirm } from './send-and-confirm'
import { sendWithWallet, type SolanaWalletRequest } from './send-with-wallet'
import { transferWithSolanaWallet } from './solana-transfer-with-wallet'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['solana', 'services'] })
})
afterAll(() => devnet?.stop())

const connection = () =>
  createSolanaConnection({ network: defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc }), rpcUrl: devnet.urls.solanaRpc })
const mint = () => {
  if (!devnet.splToken) throw new Error('devnet mints DUSD when the Solana VM runs')
  return devnet.splToken.mint
}
const tokenAmount = async (owner: string) => {
  const account = await connection().getAccountInfo(getAssociatedTokenAddress(new PublicKey(owner), new PublicKey(mint())))
  return account ? Buffer.from(account.data).readBigUInt64LE(64) : 0n
}
const devKeypair = (index: number) => Keypair.fromSecretKey(devnet.solanaAccounts[index]!.secretKey)

/** A wallet-standard-like signer over a real keypair: signs the transaction and sends it to the SVM. */
function keypairWallet(keypair: Keypair): SolanaWalletRequest {
  return async ({ method, params }) => {
    expect(method).toBe('solana_signAndSendTransaction')
    const { Transaction } = await import('@solana/web3.js')
    const transaction = Transaction.from((params as { transaction: Uint8Array }).transaction)
    transaction.partialSign(keypair)
    const signature = await connection().sendRawTransaction(transaction.serialize())
    return { signature: signature }
  }
}

describe('SPL token on the local SVM', () => {
  test('default: devnet mints DUSD (6 decimals) with one million in every dev account, and the balance route lists it', async () => {
    expect(devnet.splToken).toMatchObject({ symbol: 'DUSD', decimals: 6, name: 'Dev USD' })
    const owner = devnet.solanaAccounts[0]!.publicKey
    expect(await tokenAmount(owner)).toBe(1_000_000_000_000n)
    const api = createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'spl-test' })
    const balances = await getBalances(api, { address: owner, chainId: devnet.solanaNetworkId })
    const dusd = balances.find((b) => b.symbol === 'DUSD')
    expect(dusd).toMatchObject({
      address: `${devnet.solanaNetworkId}:${mint()}`,
      quantity: { decimals: '6', numeric: '1000000' },
      chainId: devnet.solanaNetworkId,
    })
    expect(balances.find((b) => b.symbol === 'SOL')).toBeDefined()
  })

  test('behavior: a transfer between holders moves exactly the amount through the real token program', async () => {
    // Receivers are dev accounts, which hold DUSD accounts from genesis. A receiver without one makes the
    // transfer call the Associated Token Account program, and litesvm 0.8's linux-gnu binding aborts the
    // process (std::bad_alloc) after a few runs of any program that logs (LiteSVM/litesvm#171);
    // build-spl-transfer.test.ts checks that instruction's layout instead.
    const sender = devKeypair(1)
    const receiver = devnet.solanaAccounts[4]!.publicKey
    const [senderBefore, receiverBefore] = [await tokenAmount(sender.publicKey.toBase58()), await tokenAmount(receiver)]
    const transaction = await buildSplTransfer(connection(), {
      from: sender.publicKey.toBase58(),
      to: receiver,
      mint: mint(),
      decimals: 6,
      amount: '2.5',
    })
    expect(transaction.instructions).toHaveLength(1)
    transaction.sign(sender)
    await sendAndConfirm(connection(), transaction)
    expect(await tokenAmount(receiver)).toBe(receiverBefore + 2_500_000n)
    expect(await tokenAmount(sender.publicKey.toBase58())).toBe(senderBefore - 2_500_000n)
  })

  test('behavior: through a signing wallet, SOL and DUSD arrive and the signature is confirmed', async () => {
    const sender = devKeypair(2)
    const newcomer = Keypair.generate().publicKey.toBase58()
    const holder = devnet.solanaAccounts[3]!.publicKey
    const request = keypairWallet(sender)
    const from = sender.publicKey.toBase58()
    const solSignature = await transferWithSolanaWallet({ connection: connection(), request, from, to: newcomer, amount: '0.5' })
    expect(solSignature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection().getBalance(new PublicKey(newcomer))).toBe(500_000_000)
    const before = await tokenAmount(holder)
    await transferWithSolanaWallet({
      connection: connection(),
      request,
      from,
      to: holder,
      amount: '7',
      token: { mint: mint(), decimals: 6 },
    })
    expect(await tokenAmount(holder)).toBe(before + 7_000_000n)
  })

  test('behavior: bad input is the SPEC text before the wallet is asked; a failing transfer is the Solana send error', async () => {
    const sender = devKeypair(3)
    const from = sender.publicKey.toBase58()
    let asked = 0
    const request: SolanaWalletRequest = async (args) => {
      asked++
      return keypairWallet(sender)(args)
    }
    for (const input of [
      { to: undefined, amount: '1' },
      { to: Keypair.generate().publicKey.toBase58(), amount: '' },
      { to: 'not-an-address', amount: '1' },
    ]) {
      const error = await transferWithSolanaWallet({
        connection: connection(),
        request,
        from,
        ...input,
        token: { mint: mint(), decimals: 6 },
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidSendInputError)
      expect((error as InvalidSendInputError).shortMessage).toBe('Please enter a valid amount and receiver address')
    }
    expect(asked).toBe(0)
    // More DUSD than the account holds: the token program refuses it.
    const error = await transferWithSolanaWallet({
      connection: connection(),
      request,
      from,
      to: devnet.solanaAccounts[0]!.publicKey,
      amount: '2000000',
      token: { mint: mint(), decimals: 6 },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaSendTransactionError)
    expect((error as SolanaSendTransactionError).shortMessage).toBe('Failed to send transaction. Please try again.')
  })

  test('behavior: a declined wallet prompt is rethrown as the wallet said, not as a send failure', async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const transaction: Transaction = await buildSplTransfer(connection(), {
      from: devKeypair(4).publicKey.toBase58(),
      to: Keypair.generate().publicKey.toBase58(),
      mint: mint(),
      decimals: 6,
      amount: '1',
    })
    await expect(sendWithWallet(connection(), () => Promise.reject(declined), transaction)).rejects.toBe(declined)
  })
})
