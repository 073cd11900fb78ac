import { verifyMessage, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWcWallet, type WcWallet } from '../../apps/wc-wallet/src/index'
import { decodeQr } from '../support/decode-qr'
import { relayHostConfig, startWalletPage, type WalletPage } from '../support/wallet-page'
import { buildWalletConnectHost } from './host'

let suite: WalletPage
let wallet: WcWallet

beforeAll(async () => {
  suite = await startWalletPage('e2e-walletconnect', {
    services: ['evm', 'services', 'relay'],
    build: buildWalletConnectHost,
    hostConfig: relayHostConfig,
    offline: true,
  })
  const { devnet } = suite
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'walletkit-e2e',
    rpcUrl: devnet.urls.evmRpc,
    privateKey: devnet.evmAccounts[0]!.privateKey,
  })
})
afterAll(async () => {
  await wallet?.stop()
  await suite?.stop()
})

const qr = (page: Page) => page.locator('[data-slot="walletconnect-qr"][data-state="ready"]')

async function openCatalogueWallet(page: Page): Promise<{ name: string }> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  const item = dialog.locator('[data-slot="all-wallets-item"]').first()
  const name = (await item.locator('[data-slot="all-wallets-item-name"]').textContent()) ?? ''
  await item.click()
  await dialog.locator('[data-slot="connecting-walletconnect-view"]').waitFor()
  return { name }
}

describe('WalletConnect in Chromium through the local relay', () => {
  test('behavior: pick a catalogue wallet, the wallet pairs with the QR URI, connected address, personal_sign, restore after reload, wallet-side disconnect', async () => {
    const page = await suite.browser.context.newPage()
    // Which scripts carry sign-client (its engine names the wc_sessionPropose method).
    const signClientScripts: string[] = []
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      if ((await response.text().catch(() => '')).includes('wc_sessionPropose')) signClientScripts.push(response.url())
    })
    await page.goto(suite.server.url)
    await page.locator('[data-slot="connect-button"]').waitFor()
    await page.waitForLoadState('networkidle')
    // Page load (nothing stored yet): sign-client is not fetched.
    expect(signClientScripts).toEqual([])

    // Connect view: the walletConnect section comes first.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const sections = dialog.locator('[data-section]')
    await dialog.locator('[data-section="walletConnect"]').waitFor()
    expect(await sections.first().getAttribute('data-section')).toBe('walletConnect')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    const { name } = await openCatalogueWallet(page)
    await qr(page).waitFor()
    const uri = (await qr(page).getAttribute('data-uri')) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(signClientScripts).toHaveLength(1)
    expect(await dialog.getByText(`Scan this QR code with ${name}`).count()).toBe(1)

    // The QR code's image holds that URI, and Copy link hands over the same (a wallet on this
    // device pastes it); the test wallet pairs with what was copied.
    expect(await decodeQr(qr(page))).toBe(uri)
    await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url })
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await dialog.locator('[data-slot="walletconnect-copy-link"]').click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    // The test wallet scans the QR: it pairs through the relay and approves.
    await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
    await dialog.waitFor({ state: 'detached' })
    const connectButton = page.locator('[data-slot="connect-button"][data-state="connected"]')
    await connectButton.waitFor()
    const address = await page.evaluate(() => window.__walletkit?.connection.store.getState().account?.address)
    expect(address?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await page.evaluate(() => window.__walletkit?.connection.store.getState().account?.connectorId)).toBe('walletConnect')
    // The modal's account view shows the peer's address.
    await connectButton.click()
    const accountName = dialog.locator('[data-slot="account-view-name"]')
    await accountName.waitFor()
    expect((await accountName.getAttribute('data-address'))?.toLowerCase()).toBe(wallet.address.toLowerCase())
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // personal_sign goes dapp -> relay -> wallet and back; the signature verifies.
    const message = '0x77616c6c6574636f6e6e656374' as const
    const signature = (await page.evaluate(
      ([msg, from]) =>
        window.__walletkit?.connection.getActiveConnector('eip155')?.request?.({ method: 'personal_sign', params: [msg, from] }),
      [message, wallet.address] as const,
    )) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)

    // Reload: the session comes back from sign-client's storage without a new pairing.
    await page.reload()
    await connectButton.waitFor()
    const restored = await page.evaluate(() => window.__walletkit?.connection.store.getState().account)
    expect(restored?.address?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(restored?.connectorId).toBe('walletConnect')

    // The wallet ends the session: the page shows disconnected.
    await wallet.disconnect()
    await page.locator('[data-slot="connect-button"]').getByText('Connect Wallet').waitFor()
    expect(await page.evaluate(() => window.__walletkit?.connection.store.getState().status)).toBe('disconnected')
    await page.close()
  })

  test('behavior: an unanswered pairing is replaced by a fresh URI after 3 min 50 s (fake clock)', async () => {
    const page = await suite.browser.context.newPage()
    await page.clock.install()
    await page.goto(suite.server.url)
    await openCatalogueWallet(page)
    await qr(page).waitFor()
    const first = await qr(page).getAttribute('data-uri')
    await page.clock.fastForward('03:49')
    expect(await qr(page).getAttribute('data-uri')).toBe(first)
    await page.clock.fastForward('00:01')
    await expect.poll(() => qr(page).getAttribute('data-uri'), { timeout: 15_000 }).not.toBe(first)
    expect(await qr(page).getAttribute('data-uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    // The fresh URI is the one that works: the wallet pairs with it and the modal connects.
    await wallet.pair((await qr(page).getAttribute('data-uri')) ?? '')
    await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
    await wallet.disconnect()
    await page.close()
  })
})
