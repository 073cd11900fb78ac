import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { base64 } from '@scure/base'
import { p2tr, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { buildBitcoinWalletScript } from '../../apps/btc-wallet/src/index'
import { bitcoinDevKeys } from '../../apps/devnet/src/services/bitcoin-ledger'
import { bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import type { Devnet } from '../../apps/devnet/src/index'
import type { ImportRoots } from '../support/host-source'
import { artifactsDir } from '../support/session'
import { openAccount } from '../support/open-account'
import { startWalletPage, type WalletPage } from '../support/wallet-page'

const paymentPublicKey = Buffer.from(secp256k1.getPublicKey(Uint8Array.from(Buffer.from(bitcoinDevKeys.paymentKey, 'hex')), true)).toString(
  'hex',
)

// The Devnet Bitcoin Wallet in a CLI-built host with Bitcoin regtest, testnet and mainnet: the
// account is the payment one (not the ordinals one), the Send view sends BTC through the wallet's
// bitcoin:sendTransfer and shows the txid, both balances move in devnet's Bitcoin ledger stand-in,
// and the Networks view switches Bitcoin networks (the wallet answers bc1 addresses on mainnet,
// where the ledger stand-in answers 0 BTC). A mistyped or other-network address is an invalid
// receiver, not a name lookup; Max keeps the fee reserve back, so the wallet can pay its fee.

let suite: WalletPage
let devnet: Devnet

const RECIPIENT = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
// The dev payment key's P2WPKH address on mainnet, and the ordinals (P2TR) address on the test chains.
const ME_MAINNET = /^bc1q[02-9ac-hj-np-z]{38}$/
const ORDINALS = /^tb1p[02-9ac-hj-np-z]{58}$/

const appSource = (roots: ImportRoots) => `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { useAccount } from '${roots.hooks}/use-account'
import { useSignPsbt } from '${roots.hooks}/use-sign-psbt'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '${roots.lib}/chains/bitcoin-networks'

declare global {
  interface Window {
    __walletkitHost?: { services: string }
    __psbtRequest?: { psbt: string; signInputs: Array<{ index: number; address?: string }> }
  }
}

const host = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787' }
const themeMode = new URLSearchParams(window.location.search).get('theme') === 'light' ? 'light' : 'dark'

function Accounts() {
  const { allAccounts } = useAccount()
  return <output data-testid="accounts" hidden>{JSON.stringify(allAccounts)}</output>
}

function SignPsbt() {
  const { signPsbt, status, result, error } = useSignPsbt()
  return (
    <div>
      <button type="button" onClick={() => window.__psbtRequest && void signPsbt(window.__psbtRequest)}>Sign PSBT</button>
      <output data-testid="psbt" data-status={status} hidden>{result?.psbt ?? (error instanceof Error ? error.message : '')}</output>
    </div>
  )
}

export function App() {
  return (
    <WalletKitProvider projectId="walletkit-e2e" metadata={{ name: 'walletkit host', description: 'Bitcoin host', url: window.location.origin, icons: [] }} networks={[bitcoinRegtest, bitcoinTestnet, bitcoin]} blockchainApiUrl={host.services} catalogueUrl={host.services} analyticsUrl={host.services} theme={{ themeMode }}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <h1 className="text-2xl font-semibold">walletkit + Vite (Bitcoin)</h1>
        <ConnectButton />
        <Accounts />
        <SignPsbt />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`

beforeAll(async () => {
  suite = await startWalletPage('e2e-bitcoin-send', {
    services: ['services'],
    host: { items: ['send-view', 'use-sign-psbt'], appSource },
    wallets: ({ urls }) => [buildBitcoinWalletScript({ servicesUrl: urls.services })],
  })
  devnet = suite.devnet
}, 300_000)
afterAll(() => suite?.stop())

const ledger = async (address: string, caipNetworkId = REGTEST): Promise<string | undefined> => {
  const response = await fetch(`${devnet.urls.services}/v1/account/${address}/balance?projectId=e2e&chainId=${caipNetworkId}`)
  return ((await response.json()) as { balances: Array<{ quantity: { numeric: string } }> }).balances[0]?.quantity.numeric
}
// What the Devnet Bitcoin Wallet pays per transfer (apps/btc-wallet: 2 sat/vB × 141 vB).
const FEE_SATS = 282
/** The name-lookup paths the services were asked, since the devnet started. */
const profileLookups = async (): Promise<string[]> =>
  Object.keys(((await (await fetch(`${devnet.urls.services}/dev/stats`)).json()) as { paths: Record<string, number> }).paths).filter(
    (path) => path.startsWith('/v1/profile/'),
  )
const shot = async (page: Page, name: string) => {
  // Let the view transition (150 ms) finish before the picture.
  await page.waitForTimeout(250)
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) })
}

async function switchTo(dialog: Locator, caipNetworkId: string, name: string): Promise<void> {
  await dialog.locator('[data-slot="account-view-network"]').click()
  await dialog.locator('[data-slot="networks-view"]').waitFor()
  await dialog.locator(`[data-network="${caipNetworkId}"]`).click()
  await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(name)
}

describe('Bitcoin Send and Networks in Chromium', () => {
  test('behavior: the account is the payment one (type payment, not the ordinals address); 0.1 BTC through the Send view moves both ledger balances and shows the txid', async () => {
    const page = await suite.newPage()
    const dialog = await openAccount(page, /Devnet Bitcoin Wallet/)
    const me = bitcoinDevPaymentAddress()
    expect(await dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address')).toBe(me)
    // The account record carries the payment key the wallet reported (SPEC §3 account records).
    expect(JSON.parse((await page.getByTestId('accounts').textContent()) ?? '[]')).toEqual([
      { namespace: 'bip122', address: me, type: 'payment', publicKey: paymentPublicKey },
    ])
    const ordinals = await page.evaluate(
      () =>
        (
          window as unknown as { __devnetBitcoinWallet: { accounts: Array<{ address: string; purpose: string }> } }
        ).__devnetBitcoinWallet.accounts.find((a) => a.purpose === 'ordinals')?.address,
    )
    expect(ordinals).toMatch(ORDINALS)
    expect(await page.getByTestId('accounts').textContent()).not.toContain(ordinals)
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toBe('1 BTC')
    // Devnet prices BTC at $60,000 (apps/devnet fixtures): the token row shows the USD value, not $0.00.
    const btcValue = dialog.locator('[data-slot="token-list-item"][data-symbol="BTC"] [data-slot="token-list-value"]')
    expect(await btcValue.textContent()).toBe('$60,000.00')

    const [mine, theirs] = [await ledger(me), await ledger(RECIPIENT)]
    await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
    const view = dialog.locator('[data-slot="send-view"][data-state="ready"]')
    await view.waitFor()
    expect(await view.locator('[data-slot="send-view-balance"]').textContent()).toBe('Balance: 1 BTC')
    expect(await view.locator('[data-slot="send-view-network-balance-value"]').textContent()).toBe('$60,000.00')
    expect(await view.locator('[data-slot="send-view-fee-value"]').textContent()).toBe('Set in your walletMax keeps 0.0001 BTC for it')
    // A mainnet address and a mistyped regtest one are not regtest receivers: the SPEC invalid-input
    // text under the field, no name lookup, Send disabled.
    await dialog.getByLabel('Amount to send').fill('0.1')
    const receiverError = view.locator('[data-slot="send-receiver-error"]')
    for (const wrong of ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k8']) {
      await dialog.getByLabel('Send to').fill(wrong)
      await expect.poll(() => receiverError.textContent()).toBe('Please enter a valid amount and receiver address')
      expect(await view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Invalid receiver')
      expect(await view.locator('[data-slot="send-view-submit"]').isDisabled()).toBe(true)
    }
    expect(await dialog.getByLabel('Send to').getAttribute('aria-invalid')).toBe('true')
    expect(await profileLookups()).toEqual([])
    await dialog.getByLabel('Send to').fill(RECIPIENT)
    await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
    await view.locator('[data-slot="send-view-submit"]').click()
    await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
    // The recipient gets 0.1; the sender pays 0.1 and the wallet's fee (2 sat/vB × 141 vB).
    expect(await ledger(me)).toBe(((Number(mine) * 1e8 - 10_000_000 - FEE_SATS) / 1e8).toString())
    expect(await ledger(RECIPIENT)).toBe((Number(theirs ?? 0) + 0.1).toString())
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toBe('0.899 BTC')
    // 0.89999718 BTC × $60,000.
    expect(await btcValue.textContent()).toBe('$53,999.83')

    // Send again shows the txid of the transfer, the one the ledger's history lists.
    await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
    const last = dialog.locator('[data-slot="send-view-last"]')
    await last.waitFor()
    const history = (await (await fetch(`${devnet.urls.services}/v1/account/${me}/history?projectId=e2e&chainId=${REGTEST}`)).json()) as {
      data: Array<{ id: string }>
    }
    expect(await last.getAttribute('data-hash')).toBe(history.data[0]?.id)
    expect(await last.locator('[data-slot="send-view-last-hash"]').textContent()).toBe(
      `${history.data[0]?.id.slice(0, 8)}…${history.data[0]?.id.slice(-8)}`,
    )
    await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'detached' })
    await shot(page, 'bitcoin-send-sent-dark')
    await page.close()
  })

  test('behavior: the Networks view switches between Bitcoin networks; the wallet is asked again for the chain: tb1 on testnet with its own balance, bc1 on mainnet, tb1 back on regtest', async () => {
    const page = await suite.newPage()
    const dialog = await openAccount(page, /Devnet Bitcoin Wallet/)
    const me = bitcoinDevPaymentAddress()
    const name = dialog.locator('[data-slot="account-view-name"]')
    await switchTo(dialog, TESTNET, 'Bitcoin Testnet')
    expect(await name.getAttribute('data-address')).toBe(me)
    expect(await ledger(me, TESTNET)).toBe('1')
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toBe('1 BTC')
    expect(await dialog.locator('[data-slot="token-list-item"][data-symbol="BTC"] [data-slot="token-list-value"]').textContent()).toBe(
      '$60,000.00',
    )

    await switchTo(dialog, MAINNET, 'Bitcoin')
    await expect.poll(() => name.getAttribute('data-address')).toMatch(ME_MAINNET)
    const mainnetAddress = (await name.getAttribute('data-address')) ?? ''
    expect(JSON.parse((await page.getByTestId('accounts').textContent()) ?? '[]')).toEqual([
      { namespace: 'bip122', address: mainnetAddress, type: 'payment', publicKey: paymentPublicKey },
    ])
    // The ledger stand-in answers mainnet too (nothing funded there): Account shows 0 BTC, not nothing.
    expect(await ledger(mainnetAddress, MAINNET)).toBe('0')
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toBe('0 BTC')
    await shot(page, 'bitcoin-mainnet-account-dark')

    await switchTo(dialog, REGTEST, 'Bitcoin Regtest')
    await expect.poll(() => name.getAttribute('data-address')).toBe(me)
    await page.close()
  })

  test('behavior: useSignPsbt in the page: the wallet signs the payment and ordinals inputs of a PSBT built here, which finalizes; a malformed one is "Invalid PSBT"', async () => {
    const page = await suite.newPage()
    await openAccount(page, /Devnet Bitcoin Wallet/)
    await page.keyboard.press('Escape')
    const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
    const ordinalsKey = secp256k1.getPublicKey(hex(bitcoinDevKeys.ordinalsKey), true).slice(1)
    const payment = p2wpkh(secp256k1.getPublicKey(hex(bitcoinDevKeys.paymentKey), true), TEST_NETWORK)
    const ordinals = p2tr(ordinalsKey, undefined, TEST_NETWORK)
    const tx = new Transaction()
    tx.addInput({ txid: hex('aa'.repeat(32)), index: 0, witnessUtxo: { script: payment.script, amount: 70_000n } })
    tx.addInput({
      txid: hex('bb'.repeat(32)),
      index: 3,
      witnessUtxo: { script: ordinals.script, amount: 30_000n },
      tapInternalKey: ordinalsKey,
    })
    tx.addOutputAddress(RECIPIENT, 99_000n, TEST_NETWORK)
    const request = { psbt: base64.encode(tx.toPSBT()), signInputs: [{ index: 0 }, { index: 1, address: ordinals.address }] }
    await page.evaluate((r) => void ((window as unknown as { __psbtRequest: unknown }).__psbtRequest = r), request)
    await page.getByRole('button', { name: 'Sign PSBT' }).click()
    const output = page.locator('[data-testid="psbt"][data-status="signed"]')
    await output.waitFor({ state: 'attached' })
    const signed = Transaction.fromPSBT(base64.decode((await output.textContent()) ?? ''))
    signed.finalize()
    expect(signed.isFinal).toBe(true)
    expect(signed.getInput(0).finalScriptWitness).toHaveLength(2)
    expect(signed.getInput(1).finalScriptWitness).toHaveLength(1)

    await page.evaluate(
      () =>
        void ((window as unknown as { __psbtRequest: unknown }).__psbtRequest = { psbt: 'bm90IGEgcHNidA==', signInputs: [{ index: 0 }] }),
    )
    await page.getByRole('button', { name: 'Sign PSBT' }).click()
    const refused = page.locator('[data-testid="psbt"][data-status="error"]')
    await refused.waitFor({ state: 'attached' })
    expect(await refused.textContent()).toMatch(/^Invalid PSBT/)
    await page.close()
  })

  test('behavior: screenshots of Account, Send and Networks with the Bitcoin wallet, light and dark', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await suite.newPage(theme === 'light' ? '?theme=light' : '')
      const dialog = await openAccount(page, /Devnet Bitcoin Wallet/)
      await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toMatch(/ BTC$/)
      await shot(page, `bitcoin-account-${theme}`)
      await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
      await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
      await dialog.getByLabel('Amount to send').fill('0.05')
      await dialog.getByLabel('Send to').fill(RECIPIENT)
      await expect.poll(() => dialog.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
      await shot(page, `bitcoin-send-${theme}`)
      // The invalid-receiver state: a mainnet address on regtest.
      await dialog.getByLabel('Send to').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
      await dialog.locator('[data-slot="send-receiver-error"]').waitFor()
      await shot(page, `bitcoin-send-invalid-receiver-${theme}`)
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.locator('[data-slot="account-view-network"]').click()
      await dialog.locator('[data-slot="networks-view"]').waitFor()
      await shot(page, `bitcoin-networks-${theme}`)
      await page.close()
    }
  })

  // Last: it empties the regtest account down to the fee reserve.
  test("behavior: Max keeps 0.0001 BTC back for the wallet's fee and the transfer goes through; the account keeps the reserve less the fee", async () => {
    const page = await suite.newPage()
    const dialog = await openAccount(page, /Devnet Bitcoin Wallet/)
    const me = bitcoinDevPaymentAddress()
    const [mine, theirs] = [Number(await ledger(me)), Number((await ledger(RECIPIENT)) ?? 0)]
    await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
    const view = dialog.locator('[data-slot="send-view"][data-state="ready"]')
    await view.waitFor()
    await view.locator('[data-slot="send-view-max"]').click()
    const max = await dialog.getByLabel('Amount to send').inputValue()
    expect(Math.round(Number(max) * 1e8)).toBe(Math.round(mine * 1e8) - 10_000)
    await dialog.getByLabel('Send to').fill(RECIPIENT)
    await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
    await shot(page, 'bitcoin-send-max-dark')
    await view.locator('[data-slot="send-view-submit"]').click()
    await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
    expect(Math.round(Number(await ledger(RECIPIENT)) * 1e8)).toBe(Math.round((theirs + Number(max)) * 1e8))
    expect(await ledger(me)).toBe(((10_000 - FEE_SATS) / 1e8).toFixed(8).replace(/0+$/, ''))
    await page.close()
  })
})
