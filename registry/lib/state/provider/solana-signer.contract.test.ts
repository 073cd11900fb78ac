import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { createSolanaWallet } from '../../../../apps/solana-wallet/src/wallet'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { createSolanaStandardConnector } from '@/registry/lib/connectors/solana-standard'
import { createSolanaConnection } from '@/registry/lib/solana/create-solana-connection'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { getSolanaSigner } from '@/registry/lib/state/provider/solana-signer'

// The app's own @solana/web3.js transactions through the kit's Solana signer, signed by the
// Devnet Solana Wallet (wallet-standard) and landed on devnet's local SVM; balances read back from it.

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['solana'] })
})
afterAll(() => devnet?.stop())

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }

async function setup() {
  const network = defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc })
  const kit = createWalletKit({ projectId: 'p', networks: [network], storage: createMemoryStorage(), platform })
  const { wallet, controls } = createSolanaWallet({
    secretKey: Array.from(devnet.solanaAccounts[0]!.secretKey),
    rpcUrl: devnet.urls.solanaRpc,
  })
  const connector = createSolanaStandardConnector(wallet, { defaultChainId: () => String(network.id) })
  kit.connectors.register(connector)
  const signer = getSolanaSigner(kit)
  const connection = createSolanaConnection({ network, rpcUrl: devnet.urls.solanaRpc })
  const me = new PublicKey(devnet.solanaAccounts[0]!.publicKey)
  return { kit, connector, controls, signer, connection, me }
}

type Setup = Awaited<ReturnType<typeof setup>>

async function legacyTransfer({ connection, me }: Setup, to: PublicKey, lamports: number): Promise<Transaction> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: me, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: me, toPubkey: to, lamports }),
  )
}

async function versionedTransfer({ connection, me }: Setup, to: PublicKey, lamports: number): Promise<VersionedTransaction> {
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: me,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: me, toPubkey: to, lamports })],
  })
  return new VersionedTransaction(message.compileToV0Message())
}

async function landed(s: Setup, signature: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { value } = await s.connection.getSignatureStatuses([signature])
    if (value[0]?.err) throw new Error(JSON.stringify(value[0].err))
    if (value[0]?.confirmationStatus) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${signature} did not land`)
}

describe('getSolanaSigner: the app signs its own @solana/web3.js transactions through the connected wallet', () => {
  test('behavior: publicKey follows the connection; every call while disconnected is 4900', async () => {
    const s = await setup()
    expect(s.signer.publicKey).toBeUndefined()
    await expect(s.signer.signMessage('hi')).rejects.toMatchObject({ code: 4900 })
    await s.kit.connection.connect(s.connector)
    expect(s.signer.publicKey?.equals(s.me)).toBe(true)
    expect(getSolanaSigner(s.kit)).toBe(s.signer)
    await s.kit.connection.disconnect('solana')
    expect(s.signer.publicKey).toBeUndefined()
    await expect(s.signer.signTransaction(new Uint8Array([1]))).rejects.toMatchObject({ code: 4900 })
  })

  test('behavior: signTransaction gives back a signed legacy Transaction the app sends itself; the SOL arrives', async () => {
    const s = await setup()
    await s.kit.connection.connect(s.connector)
    const to = Keypair.generate().publicKey
    const unsigned = await legacyTransfer(s, to, 12_345_678)
    const signed = await s.signer.signTransaction(unsigned)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const signature = await s.connection.sendRawTransaction(signed.serialize())
    await landed(s, signature)
    expect(await s.connection.getBalance(to)).toBe(12_345_678)
  })

  test('behavior: a VersionedTransaction comes back versioned and signed by the account; raw bytes come back as bytes', async () => {
    const s = await setup()
    await s.kit.connection.connect(s.connector)
    const to = Keypair.generate().publicKey
    const signed = await s.signer.signTransaction(await versionedTransfer(s, to, 5_000_000))
    expect(signed).toBeInstanceOf(VersionedTransaction)
    const message = signed.message.serialize()
    expect(ed25519.verify(signed.signatures[0]!, message, s.me.toBytes())).toBe(true)
    const bytes = await s.signer.signTransaction((await versionedTransfer(s, to, 1_000_000)).serialize())
    expect(bytes).toBeInstanceOf(Uint8Array)
    await landed(s, await s.connection.sendRawTransaction(signed.serialize()))
    await landed(s, await s.connection.sendRawTransaction(bytes))
    expect(await s.connection.getBalance(to)).toBe(6_000_000)
  })

  test("behavior: a wallet that answers only the signature (some WalletConnect wallets): it goes into the account's slot and the transaction lands", async () => {
    const s = await setup()
    const request = s.connector.request!.bind(s.connector)
    s.connector.request = async (args) => {
      const reply = (await request(args)) as { transaction: Uint8Array }
      return { signature: VersionedTransaction.deserialize(reply.transaction).signatures[0] }
    }
    await s.kit.connection.connect(s.connector)
    const to = Keypair.generate().publicKey
    const signed = await s.signer.signTransaction(await legacyTransfer(s, to, 2_500_000))
    expect(signed.verifySignatures()).toBe(true)
    await landed(s, await s.connection.sendRawTransaction(signed.serialize()))
    expect(await s.connection.getBalance(to)).toBe(2_500_000)
  })

  test('behavior: signAllTransactions signs a batch in one wallet call, in order, each kind kept', async () => {
    const s = await setup()
    await s.kit.connection.connect(s.connector)
    const to = Keypair.generate().publicKey
    const before = s.controls.signed
    const [a, b] = await s.signer.signAllTransactions([await legacyTransfer(s, to, 1_000_000), await versionedTransfer(s, to, 2_000_000)])
    expect(s.controls.signed - before).toBe(2)
    expect(a).toBeInstanceOf(Transaction)
    expect(b).toBeInstanceOf(VersionedTransaction)
    await landed(s, await s.connection.sendRawTransaction((a as Transaction).serialize()))
    await landed(s, await s.connection.sendRawTransaction((b as VersionedTransaction).serialize()))
    expect(await s.connection.getBalance(to)).toBe(3_000_000)
  })

  test('behavior: signAndSendTransaction: the wallet submits it, the base58 signature is the transaction id on the SVM', async () => {
    const s = await setup()
    await s.kit.connection.connect(s.connector)
    const to = Keypair.generate().publicKey
    const { signature } = await s.signer.signAndSendTransaction(await legacyTransfer(s, to, 7_000_000))
    expect(base58.decode(signature)).toHaveLength(64)
    await landed(s, signature)
    expect(await s.connection.getBalance(to)).toBe(7_000_000)
  })

  test('behavior: signMessage gives an ed25519 signature of the bytes (text as UTF-8)', async () => {
    const s = await setup()
    await s.kit.connection.connect(s.connector)
    const { signature } = await s.signer.signMessage('walletkit: app message')
    expect(ed25519.verify(signature, new TextEncoder().encode('walletkit: app message'), s.me.toBytes())).toBe(true)
    const raw = Uint8Array.from([0, 1, 2, 255])
    expect(ed25519.verify((await s.signer.signMessage(raw)).signature, raw, s.me.toBytes())).toBe(true)
  })

  test('behavior: the user declining in the wallet is 4001 and nothing is sent', async () => {
    const s = await setup()
    await s.kit.connection.connect(s.connector)
    const to = Keypair.generate().publicKey
    s.controls.rejectNextRequest()
    await expect(s.signer.signAndSendTransaction(await legacyTransfer(s, to, 1_000_000))).rejects.toMatchObject({ code: 4001 })
    s.controls.rejectNextRequest()
    await expect(s.signer.signTransaction(await legacyTransfer(s, to, 1_000_000))).rejects.toMatchObject({ code: 4001 })
    expect(await s.connection.getBalance(to)).toBe(0)
  })
})
