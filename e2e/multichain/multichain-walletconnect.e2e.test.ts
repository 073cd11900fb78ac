import type { Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../apps/devnet/src/index'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../apps/devnet/src/services/bitcoin-ledger'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
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
  type MultichainHost,
} from './multichain-page'

// WalletConnect for a second namespace, in a CLI-built EVM-first host (anvil, Bitcoin regtest,
// Westend). (a) EVM from the injected Devnet Wallet; picking Bitcoin opens Connect for Bitcoin
// wallets, which offers WalletConnect: its pairing proposes bip122 alone, the phone wallet's
// Bitcoin account is added beside the EVM one, a reload keeps both, Disconnect ends the session.
// (b) EVM through a WalletConnect session without bip122 (an EVM-only phone wallet): Bitcoin
// offers WalletConnect again (a second pairing, a second wallet); Disconnect ends both sessions.
// (b') the same two sessions; disconnecting Bitcoin alone ends the Bitcoin wallet's session only:
// the EVM phone still signs, and a reload restores EVM alone.
// (c) switchNetwork from code into Bitcoin without a Bitcoin wallet rejects and changes nothing.

let host: MultichainHost
let devnet: Devnet
// A phone wallet holding EVM keys only, and one holding a Bitcoin key.
let evmPhone: WcWallet
let bitcoinPhone: WcWallet

beforeAll(async () => {
  const items = ['connecting-walletconnect-view', 'connecting-walletconnect-basic-view']
  host = await startMultichainHost('e2e-multichain-walletconnect', { title: 'walletkit + Vite (multichain WalletConnect)', items })
  devnet = host.devnet
  const [chain] = devnet.evmChains
  const common = { relayUrl: devnet.urls.relay, projectId: 'walletkit-e2e', rpcUrl: chain!.rpcUrl, chainId: chain!.chainId }
  evmPhone = await startWcWallet({ ...common, privateKey: devnet.evmAccounts[1]!.privateKey })
  bitcoinPhone = await startWcWallet({
    ...common,
    privateKey: devnet.evmAccounts[2]!.privateKey,
    bitcoin: { privateKey: bitcoinDevKeys.paymentKey },
  })
}, 300_000)
afterAll(async () => {
  await evmPhone?.stop()
  await bitcoinPhone?.stop()
  await host?.stop()
})

/** Each namespace's status and the wallet (connector id) behind it. */
const accounts = (page: Page) =>
  page.evaluate(() => {
    const state = window.__walletkit?.connection.store.getState()
    return {
      active: state?.activeNamespace,
      accounts: Object.fromEntries(
        Object.entries(state?.accounts ?? {}).map(([ns, a]) => [ns, `${a?.status}${a?.connectorId ? ` ${a.connectorId}` : ''}`]),
      ),
    }
  })

const proposed = (wallet: WcWallet) => wallet.sessions().map((session) => Object.keys(session.namespaces).sort())

describe('WalletConnect for another namespace in Chromium', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: browser wallet for EVM, WalletConnect for Bitcoin: the scoped pairing proposes bip122 alone, the account is added beside, a reload keeps both, Disconnect ends the session (${theme})`, async () => {
      // Like an installed extension, the Devnet Wallet remembers the sites the user authorized (opt-in key).
      const page = await freshPage(host, `?theme=${theme}`, { 'devnet-wallet:remember-site': 'no' })
      const dialog = page.getByRole('dialog')
      await connectDevnetWallet(page)
      const evmAddress = devnet.evmAccounts[0]!.address.toLowerCase()
      let account = await openAccount(page)

      await pickNetwork(account, REGTEST)
      const scoped = dialog.locator('[data-slot="connect-view"][data-namespace="bip122"]')
      await scoped.waitFor()
      // WalletConnect first (any phone wallet), then the detected Bitcoin wallet; nothing else.
      expect(await scoped.locator('[data-wallet-id]').allTextContents()).toEqual([
        expect.stringMatching(/^WalletConnect/),
        expect.stringMatching(/^Devnet Bitcoin Wallet/),
      ])
      expect(await scoped.locator('[data-method="email"], [data-slot="connect-all-wallets"]').count()).toBe(0)
      await shot(page, `multichain-connect-bitcoin-walletconnect-${theme}`)

      await scoped.getByRole('button', { name: /^WalletConnect/ }).click()
      await dialog.locator('[data-slot="connecting-walletconnect-basic-view"] [data-slot="walletconnect-qr"][data-state="ready"]').waitFor()
      // The code is for Bitcoin alone: the header keeps the scoped Connect's title.
      expect(await dialog.locator('[data-slot="modal-header-title"]').textContent()).toBe('Connect Bitcoin Wallet')
      await shot(page, `multichain-walletconnect-bitcoin-qr-${theme}`)
      const before = bitcoinPhone.sessions().length
      await pairThroughQr(page, bitcoinPhone)
      // The proposal asked for bip122 only, though the host configures three namespaces.
      expect(proposed(bitcoinPhone).slice(before)).toEqual([['bip122']])

      account = await openAccount(page)
      await expectAccount(account, bitcoinDevPaymentAddress(), /^1 BTC$/, 'Bitcoin Regtest')
      expect(await accounts(page)).toEqual({
        active: 'bip122',
        accounts: { eip155: 'connected dev.walletkit.devnet', bip122: 'connected walletConnect' },
      })
      await pickNetwork(account, anvilId(devnet))
      await expectAccount(account, evmAddress, /ETH$/, devnet.evmChains[0]!.name)

      // A reload restores the browser wallet's EVM account and the Bitcoin session, each on its own.
      await page.reload()
      account = await openAccount(page)
      await expectAccount(account, evmAddress, /ETH$/, devnet.evmChains[0]!.name)
      await expect
        .poll(() => accounts(page), { timeout: 15_000 })
        .toEqual({ active: 'eip155', accounts: { eip155: 'connected dev.walletkit.devnet', bip122: 'connected walletConnect' } })
      await pickNetwork(account, REGTEST)
      await expectAccount(account, bitcoinDevPaymentAddress(), /^1 BTC$/, 'Bitcoin Regtest')

      await account.locator('[data-slot="account-view-disconnect"]').click()
      await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
      expect((await accounts(page)).accounts).toEqual({ eip155: 'disconnected', bip122: 'disconnected' })
      await expect.poll(() => bitcoinPhone.sessions().length, { timeout: 15_000 }).toBe(0)
      await page.close()
    })
  }

  test('behavior: a WalletConnect session without bip122 (EVM-only phone wallet): Bitcoin offers WalletConnect again, a second pairing with a Bitcoin wallet adds the account; Disconnect ends both sessions', async () => {
    const page = await freshPage(host)
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.locator('[data-section="walletConnect"]').getByRole('button').first().click()
    await pairThroughQr(page, evmPhone)
    // The first proposal asked for every namespace; this wallet approved EVM only.
    expect(proposed(evmPhone).at(-1)).toEqual(['eip155'])
    let account = await openAccount(page)
    await expectAccount(account, evmPhone.address, /ETH$/, devnet.evmChains[0]!.name)

    await pickNetwork(account, REGTEST)
    const scoped = dialog.locator('[data-slot="connect-view"][data-namespace="bip122"]')
    await scoped.waitFor()
    expect(await scoped.locator('[data-wallet-id]').allTextContents()).toEqual([
      expect.stringMatching(/^WalletConnect/),
      expect.stringMatching(/^Devnet Bitcoin Wallet/),
    ])
    await scoped.getByRole('button', { name: /^WalletConnect/ }).click()
    const before = bitcoinPhone.sessions().length
    await pairThroughQr(page, bitcoinPhone)
    expect(proposed(bitcoinPhone).slice(before)).toEqual([['bip122']])

    account = await openAccount(page)
    await expectAccount(account, bitcoinDevPaymentAddress(), /^1 BTC$/, 'Bitcoin Regtest')
    expect(await accounts(page)).toEqual({
      active: 'bip122',
      accounts: { eip155: 'connected walletConnect', bip122: 'connected walletConnect' },
    })
    expect(
      await page.evaluate(
        () =>
          (window.__walletkit?.connectors.getConnector('walletConnect') as { getSessions(): unknown[] } | undefined)?.getSessions().length,
      ),
    ).toBe(2)
    // Each namespace still reaches its own wallet: the EVM account is the first phone's.
    await pickNetwork(account, anvilId(devnet))
    await expectAccount(account, evmPhone.address, /ETH$/, devnet.evmChains[0]!.name)

    await account.locator('[data-slot="account-view-disconnect"]').click()
    await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
    expect((await accounts(page)).accounts).toEqual({ eip155: 'disconnected', bip122: 'disconnected' })
    await expect.poll(() => evmPhone.sessions().length + bitcoinPhone.sessions().length, { timeout: 15_000 }).toBe(0)
    await page.close()
  })

  test('behavior: two sessions (EVM phone, Bitcoin phone): disconnecting Bitcoin alone ends the Bitcoin session only; the EVM phone still signs, before and after a reload that restores EVM alone', async () => {
    const page = await freshPage(host)
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.locator('[data-section="walletConnect"]').getByRole('button').first().click()
    await pairThroughQr(page, evmPhone)
    const account = await openAccount(page)
    await pickNetwork(account, REGTEST)
    await dialog
      .locator('[data-slot="connect-view"][data-namespace="bip122"]')
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    const [evmBefore, bitcoinBefore] = [evmPhone.sessions().length, bitcoinPhone.sessions().length]
    await pairThroughQr(page, bitcoinPhone)
    await expect.poll(() => bitcoinPhone.sessions().length).toBe(bitcoinBefore + 1)
    expect(await accounts(page)).toEqual({
      active: 'bip122',
      accounts: { eip155: 'connected walletConnect', bip122: 'connected walletConnect' },
    })

    // What useDisconnect('bip122') calls.
    await page.evaluate(() => window.__walletkit?.connection.disconnect('bip122'))
    expect((await accounts(page)).accounts).toEqual({ eip155: 'connected walletConnect', bip122: 'disconnected' })
    await expect.poll(() => bitcoinPhone.sessions().length, { timeout: 15_000 }).toBe(bitcoinBefore)
    expect(evmPhone.sessions().length).toBe(evmBefore)

    const signEvm = (text: string) =>
      page.evaluate(
        async ([message, address]) => {
          const connector = window.__walletkit?.connection.getActiveConnector('eip155')
          return connector?.request?.({ method: 'personal_sign', params: [message, address] })
        },
        [`0x${Buffer.from(text).toString('hex')}`, evmPhone.address] as const,
      )
    const verifies = async (text: string) =>
      verifyMessage({ address: evmPhone.address as Hex, message: text, signature: (await signEvm(text)) as Hex })
    expect(await verifies('still connected')).toBe(true)

    await page.reload()
    await expect
      .poll(() => accounts(page), { timeout: 15_000 })
      .toMatchObject({ active: 'eip155', accounts: { eip155: 'connected walletConnect' } })
    // Bitcoin is not restored: no account, or one given up as disconnected.
    expect(['disconnected', undefined]).toContain((await accounts(page)).accounts.bip122)
    expect(
      await page.evaluate(
        () =>
          (window.__walletkit?.connectors.getConnector('walletConnect') as { getSessions(): unknown[] } | undefined)?.getSessions().length,
      ),
    ).toBe(1)
    expect(await verifies('after reload')).toBe(true)

    const reopened = await openAccount(page)
    await reopened.locator('[data-slot="account-view-disconnect"]').click()
    await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
    await expect.poll(() => evmPhone.sessions().length, { timeout: 15_000 }).toBe(evmBefore - 1)
    await page.close()
  })

  test('behavior: switchNetwork from code into Bitcoin with no Bitcoin wallet rejects with NAMESPACE_NOT_CONNECTED; the modal still shows the EVM account', async () => {
    const page = await freshPage(host)
    await connectDevnetWallet(page)

    const refused = await page.evaluate(async (id) => {
      const kit = window.__walletkit
      const bitcoin = kit?.networks.store.getState().networks.find((n) => n.caipNetworkId === id)
      if (!kit || !bitcoin) return 'no kit'
      return kit.networks.switchNetwork(bitcoin).then(
        () => 'switched',
        (error: { code?: string; shortMessage?: string; meta?: unknown }) => ({
          code: error.code,
          message: error.shortMessage,
          meta: error.meta,
        }),
      )
    }, REGTEST)
    expect(refused).toEqual({
      code: 'NAMESPACE_NOT_CONNECTED',
      message: 'No wallet is connected for this network. Connect a wallet for it first.',
      meta: { namespace: 'bip122', caipNetworkId: REGTEST },
    })
    expect(await accounts(page)).toEqual({ active: 'eip155', accounts: { eip155: `connected dev.walletkit.devnet` } })
    const account = await openAccount(page)
    await expectAccount(account, devnet.evmAccounts[0]!.address.toLowerCase(), /ETH$/, devnet.evmChains[0]!.name)
    await account.locator('[data-slot="account-view-disconnect"]').click()
    await page.close()
  })
})
