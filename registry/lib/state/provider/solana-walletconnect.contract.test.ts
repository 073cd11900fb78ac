import { Connection, Keypair, type PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import type { WcWallet } from '../../../../apps/wc-wallet/src/index'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { connectKitToPeer, startWalletConnectPeer } from '@/registry/lib/test-utils/walletconnect-peer'
import { getSolanaSigner } from '@/registry/lib/state/provider/solana-signer'

// The kit's Solana signer over a real WalletConnect session (devnet's relay) with the wc-wallet
// peer: the app's own @solana/web3.js transfers, legacy and v0, signed by the phone wallet (which
// answers with its signature alone, as WalletConnect's Solana RPC documents) and sent by the app
// to the local SVM, where the lamports are read back.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
let connector: WalletConnectConnector
let kit: WalletKit
let svm: Connection

beforeAll(async () => {
  const peer = await startWalletConnectPeer('app-solana-wc-test', { solana: true })
  devnet = peer.devnet
  wallet = peer.wallet
  svm = new Connection(devnet.urls.solanaRpc, 'confirmed')
  const solana = defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc })
  ;({ kit, connector } = await connectKitToPeer(peer, 'app-solana-wc-test', [peer.anvil, solana], ['solana']))
}, 60_000)
afterAll(async () => {
  connector?.cancelConnect()
  await wallet?.stop()
  await devnet?.stop()
})

async function landed(signature: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [status] = (await svm.getSignatureStatuses([signature])).value
    if (status?.err) throw new Error(`transaction failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`not confirmed: ${signature}`)
}

describe('getSolanaSigner over WalletConnect', () => {
  test("behavior: the session's Solana account signs the app's legacy and v0 transfers (a lone signature put in its slot); the app sends them and the SVM moves the lamports", async () => {
    const signer = getSolanaSigner(kit)
    expect(signer.publicKey?.toBase58()).toBe(devnet.solanaAccounts[0]!.publicKey)
    const from = signer.publicKey as PublicKey
    const to = Keypair.generate().publicKey

    const { blockhash, lastValidBlockHeight } = await svm.getLatestBlockhash()
    const legacy = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_000_000 }),
    )
    const signed = await signer.signTransaction(legacy)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    await landed(await svm.sendRawTransaction(signed.serialize()))
    expect(await svm.getBalance(to)).toBe(1_000_000)

    const message = new TransactionMessage({
      payerKey: from,
      recentBlockhash: (await svm.getLatestBlockhash()).blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 2_000_000 })],
    }).compileToV0Message()
    const v0 = await signer.signTransaction(new VersionedTransaction(message))
    expect(v0).toBeInstanceOf(VersionedTransaction)
    await landed(await svm.sendRawTransaction(v0.serialize()))
    expect(await svm.getBalance(to)).toBe(3_000_000)
    expect(wallet.requests.filter((r) => r.method === 'solana_signTransaction')).toHaveLength(2)
  })

  test('behavior: declined in the wallet, the app gets 4001 and nothing is signed', async () => {
    const signer = getSolanaSigner(kit)
    const from = signer.publicKey as PublicKey
    const { blockhash, lastValidBlockHeight } = await svm.getLatestBlockhash()
    const transfer = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1_000 }),
    )
    wallet.rejectNextRequest()
    await expect(signer.signTransaction(transfer)).rejects.toMatchObject({ code: 4001 })
  })
})
