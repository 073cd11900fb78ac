import { Verifier } from 'bip322-js'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildBitcoinWalletScript } from '../../apps/btc-wallet/src/index'
import { bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import type { Devnet } from '../../apps/devnet/src/index'
import type { ImportRoots } from '../support/host-source'
import { signHostSource } from '../support/sign-host-source'
import { artifactsDir } from '../support/session'
import { startWalletPage, type WalletPage } from '../support/wallet-page'

// The Devnet Bitcoin Wallet (wallet-standard, devnet's dev keys) connected through the modal of a
// CLI-built host with the regtest network; a BIP-322 signature through useSignMessage verified
// with bip322-js; balances from devnet's Bitcoin ledger stand-in before and after a transfer.

let suite: WalletPage
let devnet: Devnet

const MESSAGE = 'walletkit e2e: sign in with Bitcoin'
const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

const appSource = (roots: ImportRoots) =>
  signHostSource(roots, {
    message: MESSAGE,
    description: 'Bitcoin host',
    networks: {
      imports: `import { bitcoinRegtest } from '${roots.lib}/chains/bitcoin-networks'`,
      hostDefaults: { services: 'http://127.0.0.1:8787' },
      list: '[bitcoinRegtest]',
    },
  })

beforeAll(async () => {
  suite = await startWalletPage('e2e-bitcoin-connect', {
    services: ['services'],
    host: { items: ['use-sign-message'], appSource },
    wallets: ({ urls }) => [buildBitcoinWalletScript({ servicesUrl: urls.services })],
  })
  devnet = suite.devnet
}, 300_000)
afterAll(() => suite?.stop())

const ledgerBalance = async (address: string): Promise<string | undefined> => {
  const url = `${devnet.urls.services}/v1/account/${address}/balance?projectId=e2e&chainId=bip122:0f9188f13cb7b2c71f2a335e3a4fc328`
  const { balances } = (await (await fetch(url)).json()) as { balances: Array<{ quantity: { numeric: string } }> }
  return balances[0]?.quantity.numeric
}

describe('Devnet Bitcoin Wallet through the modal', () => {
  test('behavior: listed in Connect, connects its payment account, signs (BIP-322 verified), shows the ledger balance, a transfer moves both balances', async () => {
    const page = await suite.newPage()
    const me = bitcoinDevPaymentAddress()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const wallet = dialog.getByRole('button', { name: /Devnet Bitcoin Wallet/ })
    await wallet.waitFor()
    await wallet.click()
    await dialog.waitFor({ state: 'detached' })

    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    const name = dialog.locator('[data-slot="account-view-name"]')
    await name.waitFor()
    expect(await name.getAttribute('data-address')).toBe(me)
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toMatch(/^1 /)
    await page.screenshot({ path: join(artifactsDir, 'bitcoin-account-dark.png') })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.locator('[data-testid="signature"][data-status="signed"]').waitFor()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(Verifier.verifySignature(me, MESSAGE, signature)).toBe(true)
    expect(Verifier.verifySignature(me, `${MESSAGE}!`, signature)).toBe(false)

    // 0.1 BTC to another address, from the wallet; the ledger and then Account show the new balances.
    await page.evaluate(
      ([to]) =>
        (window as unknown as { __devnetBitcoinWallet: { send(to: string, sats: string): Promise<unknown> } }).__devnetBitcoinWallet.send(
          to as string,
          '10000000',
        ),
      [RECIPIENT],
    )
    // The sender also pays the wallet's fee (2 sat/vB × 141 vB = 282 sats); the recipient gets exactly 0.1.
    expect(await ledgerBalance(me)).toBe('0.89999718')
    expect(await ledgerBalance(RECIPIENT)).toBe('0.1')
    await page.reload()
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toMatch(/^0\.899 /)
    await page.close()
  })
})
