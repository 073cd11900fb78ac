import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { p2pkh, p2tr, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildBitcoinWalletScript } from '../../apps/btc-wallet/src/index'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import { artifactsDir } from '../support/session'
import { startWalletPage, type WalletPage } from '../support/wallet-page'
import { bitcoinAppHostSource, bitcoinAppMessage, bitcoinAppTransferSats } from './bitcoin-polkadot-host-source'

// issue 25 item 1 (bip122): a CLI-built host (`walletkit add connect-modal use-bitcoin-provider`)
// whose own code uses the Devnet Bitcoin Wallet (wallet-standard) the modal connected, through
// useBitcoinProvider(): addresses by purpose, a BIP-322 signature verified here with bip322-js, a
// PSBT built here, signed in the page and checked with @noble/curves, a transfer read back from
// devnet's Bitcoin ledger, and a declined prompt reaching the app as the kit's 4001.

let suite: WalletPage

const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const hex = (text: string): Uint8Array => Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const paymentPub = secp256k1.getPublicKey(hex(bitcoinDevKeys.paymentKey), true)
const payment = p2wpkh(paymentPub, TEST_NETWORK)
const ordinals = p2tr(secp256k1.getPublicKey(hex(bitcoinDevKeys.ordinalsKey), true).slice(1), undefined, TEST_NETWORK)

beforeAll(async () => {
  suite = await startWalletPage('e2e-app-wallet-bitcoin', {
    services: ['services'],
    host: { items: ['use-bitcoin-provider'], appSource: bitcoinAppHostSource },
    wallets: ({ urls }) => [buildBitcoinWalletScript({ servicesUrl: urls.services })],
  })
}, 300_000)
afterAll(() => suite?.stop())

const output = (page: Page, id: string) => page.getByTestId(id)
// An output that showed an outcome before is polled for the one expected now, never read stale.
async function settledText(
  page: Page,
  id: string,
  expected?: 'success' | 'error',
): Promise<{ status: string | null; text: string; code: string | null; rejected: string | null }> {
  const locator = output(page, id)
  await expect
    .poll(() => locator.getAttribute('data-status'), { timeout: 20_000 })
    .toMatch(expected ? new RegExp(`^${expected}$`) : /^(success|error)$/)
  return {
    status: await locator.getAttribute('data-status'),
    text: (await locator.textContent()) ?? '',
    code: await locator.getAttribute('data-code'),
    rejected: await locator.getAttribute('data-rejected'),
  }
}

const ledgerBalance = async (address: string): Promise<string | undefined> => {
  const url = `${suite.devnet.urls.services}/v1/account/${address}/balance?projectId=e2e&chainId=bip122:0f9188f13cb7b2c71f2a335e3a4fc328`
  const { balances } = (await (await fetch(url)).json()) as { balances: Array<{ quantity: { numeric: string } }> }
  return balances[0]?.quantity.numeric
}

describe("the app's own code uses the connected Bitcoin wallet (useBitcoinProvider)", () => {
  test('behavior: addresses by purpose, a BIP-322 signMessage (verified), a PSBT signed (signature verified, it finalizes), a transfer in the ledger; declined, the app gets the typed 4001', async () => {
    const page = await suite.newPage(`?to=${RECIPIENT}`)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    expect(await output(page, 'app-address').getAttribute('data-connected')).toBe('false')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Devnet Bitcoin Wallet/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => output(page, 'app-address').textContent()).toBe(bitcoinDevPaymentAddress())

    // Addresses by purpose: the payment (P2WPKH) and ordinals (P2TR) accounts of the test chains.
    await page.getByRole('button', { name: 'Get addresses' }).click()
    const addresses = await settledText(page, 'app-addresses')
    expect(JSON.parse(addresses.text)).toEqual([
      { address: payment.address, purpose: 'payment', publicKey: Buffer.from(paymentPub).toString('hex') },
      { address: ordinals.address, purpose: 'ordinals', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ])

    // signMessage: BIP-322 by the payment address, verified with bip322-js for this text only.
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signed = await settledText(page, 'app-signature')
    expect(signed.status).toBe('success')
    const { address, signature } = JSON.parse(signed.text) as { address: string; signature: string }
    expect(address).toBe(payment.address)
    expect(Verifier.verifySignature(address, bitcoinAppMessage, signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${bitcoinAppMessage}!`, signature)).toBe(false)

    // signPsbt: a PSBT built here spending 60 000 sats of the payment address; the wallet's ECDSA
    // signature verifies against the BIP-143 sighash and the transaction finalizes.
    const tx = new Transaction()
    tx.addInput({ txid: hex('aa'.repeat(32)), index: 0, witnessUtxo: { script: payment.script, amount: 60_000n } })
    tx.addOutputAddress(RECIPIENT, 59_000n, TEST_NETWORK)
    await page.evaluate(
      (psbt) => void ((window as unknown as { __appPsbt: unknown }).__appPsbt = { psbt, signInputs: [{ index: 0 }] }),
      base64.encode(tx.toPSBT()),
    )
    await page.getByRole('button', { name: 'Sign PSBT' }).click()
    const psbt = await settledText(page, 'app-psbt')
    expect(psbt.status).toBe('success')
    const signedTx = Transaction.fromPSBT(base64.decode(psbt.text))
    const [[pub, der] = []] = signedTx.getInput(0).partialSig ?? []
    expect(pub).toEqual(paymentPub)
    const sighash = signedTx.preimageWitnessV0(0, p2pkh(paymentPub).script, SigHash.ALL, 60_000n)
    expect(secp256k1.verify(secp256k1.Signature.fromDER(der!.slice(0, -1)).toCompactRawBytes(), sighash, paymentPub)).toBe(true)
    signedTx.finalize()
    expect(signedTx.isFinal).toBe(true)

    // sendTransfer: the wallet pays the recipient; devnet's ledger shows the satoshis arrive.
    const before = await ledgerBalance(RECIPIENT)
    await page.getByRole('button', { name: 'Send transfer' }).click()
    const transfer = await settledText(page, 'app-transfer')
    expect(transfer).toMatchObject({ status: 'success', text: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(before).toBe('0')
    expect(await ledgerBalance(RECIPIENT)).toBe(String(Number(bitcoinAppTransferSats) / 1e8))

    // Declined in the wallet: the app's call fails with the kit's typed rejection (Eip1193RpcError, 4001).
    await page.evaluate(() =>
      (window as unknown as { __devnetBitcoinWallet: { rejectNextRequest(): void } }).__devnetBitcoinWallet.rejectNextRequest(),
    )
    await page.getByRole('button', { name: 'Sign message' }).click()
    const declined = await settledText(page, 'app-signature', 'error')
    expect(declined).toMatchObject({ status: 'error', code: '4001', rejected: 'true', text: 'ProviderRpcError: Request Rejected' })
    await page.screenshot({ path: join(artifactsDir, 'app-wallet-bitcoin.png') })
    expect(errors).toEqual([])
    await page.close()
  })
})
