import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildBitcoinWalletScript } from '../../apps/btc-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { prepareHostApp } from '../support/host-app'
import type { ImportRoots } from '../support/host-source'
import { multiNamespaceHostScript, multiNamespaceHostSource } from '../support/multi-namespace-host'
import { artifactsDir } from '../support/session'
import { serveStatic, type StaticServer } from '../support/static-server'

// One namespace shown at a time in an EVM-first host (anvil, then Bitcoin regtest and Westend),
// built by the CLI: (a) a WalletConnect session carrying eip155, bip122 and polkadot; the Networks
// view moves Account between the three accounts and a reload keeps the one left on. (b) the
// injected Devnet Wallet on anvil; picking Bitcoin opens Connect for Bitcoin wallets only, the
// Devnet Bitcoin Wallet connects beside it, anvil shows the EVM account again, and Disconnect
// disconnects both.

let devnet: Devnet
let server: StaticServer
let browser: Browser
let wallet: WcWallet

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const shots = join(artifactsDir, 'multichain')

const appSource = (roots: ImportRoots) => multiNamespaceHostSource(roots, { networks: ['evm', 'bitcoinRegtest', 'westend'], title: 'walletkit + Vite (multichain)' })

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, services: 0, relay: 0, solana: 0, frame: 0, only: ['evm', 'services', 'relay'] })
  // Send and Swap: Account offers Send on every namespace (Bitcoin has a send path), Swap on EVM only.
  const items = ['connecting-walletconnect-view', 'connecting-walletconnect-basic-view', 'send-view', 'swap-view']
  const host = await prepareHostApp('e2e-multichain', 'cli', { items, appSource })
  server = await serveStatic(host.dist)
  browser = await launchChromium()
  const [chain] = devnet.evmChains
  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  // Both injected wallets are in the page: the Devnet Wallet (EIP-6963, EVM) and the Devnet Bitcoin Wallet (wallet standard).
  await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
  await browser.context.addInitScript(await buildBitcoinWalletScript({ servicesUrl: devnet.urls.services }))
  await browser.context.addInitScript(multiNamespaceHostScript(devnet))
  // No request may leave the machine: WalletConnect's verify and telemetry hosts are refused at once.
  await browser.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: chain!.rpcUrl,
    chainId: chain!.chainId,
    privateKey: devnet.evmAccounts[0]!.privateKey,
    bitcoin: { privateKey: bitcoinDevKeys.paymentKey },
    polkadot: { uri: '//Alice' },
  })
  mkdirSync(shots, { recursive: true })
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await browser?.close()
  await server?.close()
  await devnet?.stop()
})

const anvilId = () => `eip155:${devnet.evmChains[0]!.chainId}`
const shot = async (page: Page, name: string) => {
  // Let the view transition (150 ms) finish before the picture.
  await page.waitForTimeout(250)
  await page.screenshot({ path: join(shots, `${name}.png`) })
}

async function openAccount(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog')
  await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  await dialog.locator('[data-slot="account-view-name"]').waitFor()
  return dialog
}

/** Account → Networks → the network; back on Account with that network's button. */
async function pickNetwork(dialog: Locator, caipNetworkId: string): Promise<void> {
  await dialog.locator('[data-slot="account-view-network"]').click()
  await dialog.locator('[data-slot="networks-view"]').waitFor()
  await dialog.locator(`[data-network="${caipNetworkId}"]`).click()
}

async function expectAccount(dialog: Locator, address: string, balance: RegExp, network: string): Promise<void> {
  await expect.poll(() => dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address'), { timeout: 15_000 }).toBe(address)
  await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(network)
  await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 15_000 }).toMatch(balance)
}

const statuses = (page: Page) =>
  page.evaluate(() => {
    const state = window.__walletkit?.connection.store.getState()
    return { active: state?.activeNamespace, accounts: Object.fromEntries(Object.entries(state?.accounts ?? {}).map(([ns, a]) => [ns, a?.status])) }
  })

describe('multi-namespace Account in Chromium', () => {
  test('behavior: a WalletConnect session with eip155, bip122 and polkadot: the Networks view shows each account (Bitcoin 1 BTC, Westend WND, anvil); a reload keeps the namespace; Disconnect ends the session', async () => {
    const page = await browser.context.newPage()
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-section="walletConnect"]').getByRole('button').first().click()
    const qr = dialog.locator('[data-slot="walletconnect-qr"][data-state="ready"]')
    await qr.waitFor()
    await wallet.pair((await qr.getAttribute('data-uri')) ?? '')
    await dialog.waitFor({ state: 'detached' })
    expect(Object.keys(wallet.sessions()[0]?.namespaces ?? {}).sort()).toEqual(['bip122', 'eip155', 'polkadot'])

    // EVM first: the session's eip155 account is the one shown.
    let account = await openAccount(page)
    await expectAccount(account, wallet.address, /ETH$/, devnet.evmChains[0]!.name)

    const me = bitcoinDevPaymentAddress()
    await pickNetwork(account, REGTEST)
    await expectAccount(account, me, /^1 BTC$/, 'Bitcoin Regtest')
    expect(await statuses(page)).toEqual({ active: 'bip122', accounts: { eip155: 'connected', bip122: 'connected', polkadot: 'connected' } })

    const dot = wallet.polkadotAddress(WESTEND) ?? ''
    await pickNetwork(account, WESTEND)
    await expectAccount(account, dot, /WND$/, 'Westend')

    await pickNetwork(account, anvilId())
    await expectAccount(account, wallet.address, /ETH$/, devnet.evmChains[0]!.name)

    // Left on Bitcoin, a reload restores the session and shows Bitcoin again.
    await pickNetwork(account, REGTEST)
    await expectAccount(account, me, /^1 BTC$/, 'Bitcoin Regtest')
    await page.reload()
    account = await openAccount(page)
    await expectAccount(account, me, /^1 BTC$/, 'Bitcoin Regtest')

    // Disconnect: every namespace, and the wallet's session is gone.
    await account.locator('[data-slot="account-view-disconnect"]').click()
    await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
    expect((await statuses(page)).accounts).toEqual({ eip155: 'disconnected', bip122: 'disconnected', polkadot: 'disconnected' })
    await expect.poll(() => wallet.sessions().length, { timeout: 15_000 }).toBe(0)
    await page.evaluate(() => localStorage.clear())
    await page.close()
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: injected EVM wallet, then Bitcoin picked: Connect lists the Bitcoin wallets only, the Devnet Bitcoin Wallet connects beside it, anvil shows the EVM account again, Disconnect disconnects both (${theme})`, async () => {
      const page = await browser.context.newPage()
      await page.goto(`${server.url}?theme=${theme}`)
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      const dialog = page.getByRole('dialog')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog.getByRole('button', { name: /^Devnet Wallet/ }).click()
      await dialog.waitFor({ state: 'detached' })
      // The Devnet Wallet answers eth_accounts in lower case.
      const evmAddress = devnet.evmAccounts[0]!.address.toLowerCase()
      let account = await openAccount(page)
      await expectAccount(account, evmAddress, /ETH$/, devnet.evmChains[0]!.name)

      // Bitcoin has no wallet yet: Connect for Bitcoin wallets, the EVM account untouched.
      await pickNetwork(account, REGTEST)
      const scoped = dialog.locator('[data-slot="connect-view"][data-namespace="bip122"]')
      await scoped.waitFor()
      await expect.poll(() => dialog.locator('[data-slot="modal-header-title"]').textContent()).toBe('Connect Bitcoin Wallet')
      expect(await scoped.locator('[data-slot="connect-view-scope"]').textContent()).toBe('To use Bitcoin Regtest, connect one of these Bitcoin wallets. Your other accounts stay connected.')
      // WalletConnect (a phone wallet paired for Bitcoin alone), then the detected Bitcoin wallet.
      expect(await scoped.locator('[data-wallet-id]').allTextContents()).toEqual([expect.stringMatching(/^WalletConnect/), expect.stringMatching(/^Devnet Bitcoin Wallet/)])
      expect(await scoped.locator('[data-method="email"], [data-slot="connect-all-wallets"]').count()).toBe(0)
      await shot(page, `multichain-connect-bitcoin-${theme}`)
      expect(await statuses(page)).toEqual({ active: 'eip155', accounts: { eip155: 'connected' } })

      await scoped.getByRole('button', { name: /Devnet Bitcoin Wallet/ }).click()
      await dialog.waitFor({ state: 'detached' })
      account = await openAccount(page)
      await expectAccount(account, bitcoinDevPaymentAddress(), /^1 BTC$/, 'Bitcoin Regtest')
      // Swaps are an EVM feature: no Swap button on the Bitcoin account, Send stays.
      expect(await account.locator('[data-slot="account-action"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-route')))).toEqual(['Send'])
      await shot(page, `multichain-account-bitcoin-${theme}`)
      expect(await statuses(page)).toEqual({ active: 'bip122', accounts: { eip155: 'connected', bip122: 'connected' } })

      await pickNetwork(account, anvilId())
      await expectAccount(account, evmAddress, /ETH$/, devnet.evmChains[0]!.name)
      expect(await account.locator('[data-slot="account-action"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-route')))).toEqual(['Send', 'Swap'])

      await account.locator('[data-slot="account-view-disconnect"]').click()
      await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
      expect((await statuses(page)).accounts).toEqual({ eip155: 'disconnected', bip122: 'disconnected' })
      await page.close()
    })
  }
})
