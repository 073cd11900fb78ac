import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../apps/devnet/src/index'
import { bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import type { WcWallet } from '../../apps/wc-wallet/src/index'
import { startMultiNamespaceWcWallet } from '../support/multi-namespace-host'
import {
  anvilId,
  connectDevnetWallet,
  expectAccount,
  freshPage,
  openAccount,
  pairThroughQr,
  pickNetwork,
  REGTEST,
  shot,
  startMultichainHost,
  WESTEND,
  type MultichainHost,
} from './multichain-page'

// One namespace shown at a time in an EVM-first host (anvil, then Bitcoin regtest and Westend),
// built by the CLI: (a) a WalletConnect session carrying eip155, bip122 and polkadot; the Networks
// view moves Account between the three accounts and a reload keeps the one left on. (b) the
// injected Devnet Wallet on anvil; picking Bitcoin opens Connect for Bitcoin wallets only, the
// Devnet Bitcoin Wallet connects beside it, anvil shows the EVM account again, and Disconnect
// disconnects both.

let host: MultichainHost
let devnet: Devnet
let wallet: WcWallet

beforeAll(async () => {
  // Send and Swap: Account offers Send on every namespace (Bitcoin has a send path), Swap on EVM only.
  const items = ['connecting-walletconnect-view', 'connecting-walletconnect-basic-view', 'send-view', 'swap-view']
  host = await startMultichainHost('e2e-multichain', { title: 'walletkit + Vite (multichain)', items })
  devnet = host.devnet
  wallet = await startMultiNamespaceWcWallet(devnet)
}, 300_000)
afterAll(async () => {
  await wallet?.stop()
  await host?.stop()
})

const statuses = (page: Page) =>
  page.evaluate(() => {
    const state = window.__walletkit?.connection.store.getState()
    return {
      active: state?.activeNamespace,
      accounts: Object.fromEntries(Object.entries(state?.accounts ?? {}).map(([ns, a]) => [ns, a?.status])),
    }
  })

describe('multi-namespace Account in Chromium', () => {
  test('behavior: a WalletConnect session with eip155, bip122 and polkadot: the Networks view shows each account (Bitcoin 1 BTC, Westend WND, anvil); a reload keeps the namespace; Disconnect ends the session', async () => {
    const page = await host.browser.context.newPage()
    await page.goto(host.server.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-section="walletConnect"]').getByRole('button').first().click()
    await pairThroughQr(page, wallet)
    expect(Object.keys(wallet.sessions()[0]?.namespaces ?? {}).sort()).toEqual(['bip122', 'eip155', 'polkadot'])

    // EVM first: the session's eip155 account is the one shown.
    let account = await openAccount(page)
    await expectAccount(account, wallet.address, /ETH$/, devnet.evmChains[0]!.name)

    const me = bitcoinDevPaymentAddress()
    await pickNetwork(account, REGTEST)
    await expectAccount(account, me, /^1 BTC$/, 'Bitcoin Regtest')
    expect(await statuses(page)).toEqual({
      active: 'bip122',
      accounts: { eip155: 'connected', bip122: 'connected', polkadot: 'connected' },
    })

    const dot = wallet.polkadotAddress(WESTEND) ?? ''
    await pickNetwork(account, WESTEND)
    await expectAccount(account, dot, /WND$/, 'Westend')

    await pickNetwork(account, anvilId(devnet))
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
      const page = await freshPage(host, `?theme=${theme}`)
      const dialog = page.getByRole('dialog')
      await connectDevnetWallet(page)
      // The Devnet Wallet answers eth_accounts in lower case.
      const evmAddress = devnet.evmAccounts[0]!.address.toLowerCase()
      let account = await openAccount(page)
      await expectAccount(account, evmAddress, /ETH$/, devnet.evmChains[0]!.name)

      // Bitcoin has no wallet yet: Connect for Bitcoin wallets, the EVM account untouched.
      await pickNetwork(account, REGTEST)
      const scoped = dialog.locator('[data-slot="connect-view"][data-namespace="bip122"]')
      await scoped.waitFor()
      await expect.poll(() => dialog.locator('[data-slot="modal-header-title"]').textContent()).toBe('Connect Bitcoin Wallet')
      expect(await scoped.locator('[data-slot="connect-view-scope"]').textContent()).toBe(
        'To use Bitcoin Regtest, connect one of these Bitcoin wallets. Your other accounts stay connected.',
      )
      // WalletConnect (a phone wallet paired for Bitcoin alone), then the detected Bitcoin wallet.
      expect(await scoped.locator('[data-wallet-id]').allTextContents()).toEqual([
        expect.stringMatching(/^WalletConnect/),
        expect.stringMatching(/^Devnet Bitcoin Wallet/),
      ])
      expect(await scoped.locator('[data-method="email"], [data-slot="connect-all-wallets"]').count()).toBe(0)
      await shot(page, `multichain-connect-bitcoin-${theme}`)
      expect(await statuses(page)).toEqual({ active: 'eip155', accounts: { eip155: 'connected' } })

      await scoped.getByRole('button', { name: /Devnet Bitcoin Wallet/ }).click()
      await dialog.waitFor({ state: 'detached' })
      account = await openAccount(page)
      await expectAccount(account, bitcoinDevPaymentAddress(), /^1 BTC$/, 'Bitcoin Regtest')
      // Swaps are an EVM feature: no Swap button on the Bitcoin account, Send stays.
      expect(
        await account.locator('[data-slot="account-action"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-route'))),
      ).toEqual(['Send'])
      await shot(page, `multichain-account-bitcoin-${theme}`)
      expect(await statuses(page)).toEqual({ active: 'bip122', accounts: { eip155: 'connected', bip122: 'connected' } })

      await pickNetwork(account, anvilId(devnet))
      await expectAccount(account, evmAddress, /ETH$/, devnet.evmChains[0]!.name)
      expect(
        await account.locator('[data-slot="account-action"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-route'))),
      ).toEqual(['Send', 'Swap'])

      await account.locator('[data-slot="account-view-disconnect"]').click()
      await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
      expect((await statuses(page)).accounts).toEqual({ eip155: 'disconnected', bip122: 'disconnected' })
      await page.close()
    })
  }
})
