import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { startDevnet, type Devnet } from '../../devnet/src/index'
import { createSolanaWallet } from './wallet'

// The wallet object itself against devnet's SVM (the browser test drives it through the modal).
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['solana'] })
})
afterAll(() => devnet?.stop())

type Features = {
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<{ accounts: Array<{ address: string }> }> }
  'solana:signMessage': { signMessage(input: { message: Uint8Array }): Promise<Array<{ signature: Uint8Array }>> }
  'solana:signAndSendTransaction': { signAndSendTransaction(input: { transaction: Uint8Array }): Promise<Array<{ signature: Uint8Array }>> }
}

function setup() {
  const { wallet, controls } = createSolanaWallet({
    secretKey: Array.from(devnet.solanaAccounts[1]!.secretKey),
    rpcUrl: devnet.urls.solanaRpc,
  })
  return { wallet, controls, features: wallet.features as unknown as Features, address: devnet.solanaAccounts[1]!.publicKey }
}

describe('Devnet Solana Wallet', () => {
  test('default: silent connect finds nothing until the user connects; then the dev key is the account', async () => {
    const { wallet, features, address } = setup()
    expect(wallet.chains).toContain('solana:devnet')
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    const { accounts } = await features['standard:connect'].connect()
    expect(accounts.map((a) => a.address)).toEqual([address])
    expect(wallet.accounts.map((a) => a.address)).toEqual([address])
  })

  test('parameters: authorization: a connected site is remembered, so the next wallet (a reload) restores it silently; disconnect forgets it', async () => {
    let remembered = false
    const authorization = { read: () => remembered, write: (connected: boolean) => void (remembered = connected) }
    const key = { secretKey: Array.from(devnet.solanaAccounts[1]!.secretKey), rpcUrl: devnet.urls.solanaRpc }
    const first = createSolanaWallet(key, authorization).wallet.features as unknown as Features
    await first['standard:connect'].connect()
    expect(remembered).toBe(true)
    const reloaded = createSolanaWallet(key, authorization).wallet
    const { accounts } = await (reloaded.features as unknown as Features)['standard:connect'].connect({ silent: true })
    expect(accounts.map((a) => a.address)).toEqual([devnet.solanaAccounts[1]!.publicKey])
    await (reloaded.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect()
    expect(remembered).toBe(false)
    expect(
      await (createSolanaWallet(key, authorization).wallet.features as unknown as Features)['standard:connect'].connect({ silent: true }),
    ).toEqual({ accounts: [] })
  })

  test('behavior: signs messages with the dev key and sends transfers the SVM accepts', async () => {
    const { features, controls, address } = setup()
    const message = new TextEncoder().encode('walletkit')
    const [signed] = await features['solana:signMessage'].signMessage({ message })
    expect(ed25519.verify(signed!.signature, message, new PublicKey(address).toBytes())).toBe(true)
    const connection = new Connection(devnet.urls.solanaRpc)
    const to = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: new PublicKey(address), blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: to, lamports: 1_234_567 }),
    )
    const [sent] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      transaction: transaction.serialize({ requireAllSignatures: false }),
    })
    expect(sent!.signature).toHaveLength(64)
    expect(await connection.getBalance(to)).toBe(1_234_567)
    expect(controls.signed).toBe(1)
  })

  test('behavior: a declined request is 4001 and nothing is sent', async () => {
    const { features, controls } = setup()
    controls.rejectNextRequest()
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    controls.rejectNextRequest()
    await expect(features['solana:signMessage'].signMessage({ message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4001 })
    expect(controls.signed).toBe(0)
  })
})
