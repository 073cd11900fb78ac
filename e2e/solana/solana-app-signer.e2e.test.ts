import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSolanaWalletScript } from '../../apps/solana-wallet/src/index'
import { getAssociatedTokenAddress } from '../../registry/lib/solana/build-spl-transfer'
import { startWalletPage, type WalletPage } from '../support/wallet-page'
import { appMessage, appSolLamports, appSplUnits, solanaAppSignerHostSource } from './solana-app-signer-host-source'

// Issue 25, Solana: a CLI-built host (`walletkit add connect-modal use-solana-signer solana`)
// whose own @solana/web3.js code uses the wallet connected through the modal (the Devnet Solana
// Wallet, wallet-standard): a SOL transfer it signs and sends itself, an SPL transfer the wallet
// sends, a message signature; balances read back from devnet's local SVM. Declining is 4001.

let suite: WalletPage
beforeAll(async () => {
  suite = await startWalletPage('e2e-solana-app-signer', {
    services: ['solana', 'services'],
    host: { items: ['use-sign-message', 'use-solana-signer', 'solana'], appSource: solanaAppSignerHostSource },
    wallets: ({ solanaAccounts, urls }) => [buildSolanaWalletScript({ secretKey: solanaAccounts[0]!.secretKey, rpcUrl: urls.solanaRpc })],
    hostConfig: ({ urls }) => ({ services: urls.services, solanaRpc: urls.solanaRpc }),
  })
}, 300_000)
afterAll(() => suite?.stop())

const output = (page: Page, id: string) => page.getByTestId(id)

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Devnet Solana Wallet/ }).click()
  await dialog.waitFor({ state: 'detached' })
}

describe("the app's own @solana/web3.js code uses the connected Solana wallet", () => {
  test('behavior: SOL transfer signed by the wallet and sent by the app, SPL transfer sent by the wallet, message signed; the SVM shows the amounts', async () => {
    const { devnet } = suite
    const me = devnet.solanaAccounts[0]!.publicKey
    const to = Keypair.generate().publicKey
    const mint = devnet.splToken!.mint
    // The token goes to a dev account that holds DUSD: creating a token account runs the ATA program,
    // which aborts litesvm 0.8's linux binding (LiteSVM/litesvm#171, see spl-transfer.contract.test.ts).
    const holder = new PublicKey(devnet.solanaAccounts[3]!.publicKey)
    const tokenAccount = getAssociatedTokenAddress(holder, new PublicKey(mint))
    const svm = new Connection(devnet.urls.solanaRpc, 'confirmed')
    const tokens = async () => {
      const account = await svm.getAccountInfo(tokenAccount)
      return account ? Buffer.from(account.data).readBigUInt64LE(64) : 0n
    }
    const tokensBefore = await tokens()
    const page = await suite.newPage(`?to=${to.toBase58()}&tokenTo=${holder.toBase58()}&mint=${mint}`)
    page.setDefaultTimeout(20_000)
    await connect(page)
    await expect.poll(() => output(page, 'app-address').textContent()).toBe(me)

    await page.getByRole('button', { name: 'SOL transfer' }).click()
    await expect.poll(() => output(page, 'sol-transfer').getAttribute('data-status'), { timeout: 20_000 }).toBe('success')
    expect(await svm.getBalance(to)).toBe(appSolLamports)

    await page.getByRole('button', { name: 'SPL transfer' }).click()
    await expect.poll(() => output(page, 'spl-transfer').getAttribute('data-status'), { timeout: 20_000 }).toBe('success')
    expect(await tokens()).toBe(tokensBefore + appSplUnits)

    await page.getByRole('button', { name: 'App sign message' }).click()
    await expect.poll(() => output(page, 'app-sign-message').getAttribute('data-status')).toBe('success')
    const signature = base58.decode((await output(page, 'app-sign-message').textContent()) ?? '')
    expect(ed25519.verify(signature, new TextEncoder().encode(appMessage), base58.decode(me))).toBe(true)
    await page.close()
  })

  test('behavior: the user declining in the wallet reaches the app as code 4001 and nothing moves', async () => {
    const { devnet } = suite
    const to = Keypair.generate().publicKey
    const page = await suite.newPage(`?to=${to.toBase58()}&tokenTo=${devnet.solanaAccounts[3]!.publicKey}&mint=${devnet.splToken!.mint}`)
    page.setDefaultTimeout(20_000)
    // The Devnet Solana Wallet forgets the site between pages (it remembers only when a test opts in).
    await connect(page)
    await expect.poll(() => output(page, 'app-address').textContent()).toBe(devnet.solanaAccounts[0]!.publicKey)
    await page.evaluate(() =>
      (window as unknown as { __devnetSolanaWallet: { rejectNextRequest(): void } }).__devnetSolanaWallet.rejectNextRequest(),
    )
    await page.getByRole('button', { name: 'SOL transfer' }).click()
    await expect.poll(() => output(page, 'sol-transfer').getAttribute('data-status')).toBe('error')
    expect(await output(page, 'sol-transfer').getAttribute('data-code')).toBe('4001')
    expect(await new Connection(devnet.urls.solanaRpc, 'confirmed').getBalance(to)).toBe(0)
    await page.close()
  })
})
