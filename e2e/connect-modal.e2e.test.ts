import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, formatEther, http } from 'viem'
import { startSession, type Session } from './support/session'
import { expectToMatchBaseline } from './support/visual'

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-connect-modal')
})
afterAll(() => session?.stop())

// SPEC §9 amounts with 3 decimals, cut (never rounded up, so a balance is never shown larger than it is).
const format3 = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = fraction.slice(0, 3).replace(/0+$/, '')
  return `${BigInt(whole).toLocaleString('en-US')}${cut ? `.${cut}` : ''}`
}
const walletChainId = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __devnetWallet: { chainId: number } }).__devnetWallet.chainId)

describe('connect modal in Chromium', () => {
  test('behavior: connect the announced wallet, see the real account and balance, switch network, unsupported chain, disconnect', async () => {
    const page = await session.newPage()
    const [primary, secondary] = session.devnet.evmChains
    if (!primary || !secondary) throw new Error('devnet runs two EVM chains')

    // Connect view: the announced wallet in its section, with its icon.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    const wallet = dialog.locator('[data-section="injected"]').getByRole('button', { name: /Devnet Wallet/ })
    await wallet.waitFor()
    expect(await wallet.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(await dialog.locator('[data-slot="modal-card"]').evaluate((el) => el.getBoundingClientRect().width)).toBe(360)
    // Recommended wallets come from devnet's catalogue, four of them, with catalogue images.
    const recommended = dialog.locator('[data-section="recommended"] [data-slot="list-item"]')
    await expect.poll(() => recommended.count()).toBe(4)
    expect(await recommended.first().locator('img').getAttribute('src')).toContain(`${session.devnet.urls.services}/getWalletImage/`)

    // A declined request shows the mapped error; retry connects.
    await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
    await wallet.click()
    await dialog.getByText('Connection declined').waitFor()
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Account: the node's real address and balance.
    // The test wallet forwards to anvil's first unlocked account.
    const address = session.devnet.evmAccounts[0]?.address
    if (!address) throw new Error('devnet has dev accounts')
    const balance = await createPublicClient({ transport: http(primary.rpcUrl) }).getBalance({ address })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    const name = dialog.locator('[data-slot="account-view-name"]')
    await name.waitFor()
    expect((await name.getAttribute('data-address'))?.toLowerCase()).toBe(address.toLowerCase())
    expect((await name.textContent())?.toLowerCase()).toBe(`${address.slice(0, 6)}…${address.slice(-4)}`.toLowerCase())
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toBe(`${format3(formatEther(balance))} ETH`)
    expect(await dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(primary.name)

    // Switch network through the modal: the wallet follows.
    await dialog.locator('[data-slot="account-view-network"]').click()
    await dialog.getByRole('heading', { name: 'Choose Network' }).waitFor()
    await dialog.locator(`[data-network="eip155:${secondary.chainId}"]`).click()
    await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(secondary.name)
    expect(await walletChainId(page)).toBe(secondary.chainId)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // The wallet moves to a chain the app does not know: UnsupportedChain opens by itself.
    await page.evaluate(() =>
      (window as unknown as { __devnetWallet: { switchChain(id: number): void } }).__devnetWallet.switchChain(424242),
    )
    await dialog.getByRole('heading', { name: 'Switch Network' }).waitFor()
    await dialog.getByText("This app doesn't support your current network").waitFor()
    await dialog.locator(`[data-network="eip155:${primary.chainId}"]`).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await walletChainId(page)).toBe(primary.chainId)

    // Disconnect from Account.
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __devnetWallet: { connected: boolean } }).__devnetWallet.connected)).toBe(
      false,
    )
    await page.close()
  })

  test('behavior: Connect with a recent wallet and Account with a profile name match their light and dark baselines', async () => {
    // devnet's identity endpoint answers with this name from now on; Account shows it instead of the address.
    const address = session.devnet.evmAccounts[0]?.address
    const set = await fetch(`${session.devnet.urls.services}/dev/identity`, {
      method: 'POST',
      body: JSON.stringify({ address, name: 'devnet.wk', avatar: null }),
    })
    expect(set.ok).toBe(true)
    for (const theme of ['dark', 'light'] as const) {
      const page = await session.newPage(theme === 'light' ? '?theme=light' : '')
      const dialog = page.getByRole('dialog')
      const card = dialog.locator('[data-slot="modal-card"]')
      // Connect (the page may have reconnected by itself), then Account with the profile name.
      await page.locator('[data-slot="connect-button"]').click()
      const wallet = dialog
        .locator('[data-slot="wallet-section"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .first()
      const name = dialog.locator('[data-slot="account-view-name"]')
      await name.or(wallet).first().waitFor()
      if (await wallet.isVisible()) {
        await wallet.click()
        await dialog.waitFor({ state: 'detached' })
        await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      }
      expect(await page.locator('[data-slot="modal-root"]').getAttribute('data-wk-theme')).toBe(theme)
      await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/ETH$/)
      await expect.poll(() => name.textContent()).toBe('devnet.wk')
      // The balance follows devnet's deployments (asserted as text above): masked, like the token rows.
      await expectToMatchBaseline(page, card, `connect-modal/account-profile-name-${theme}`, {
        mask: [dialog.locator('[data-slot="account-view-balance"]'), dialog.locator('[data-slot="token-list"]')],
      })
      // Disconnected, the wallet just used is listed under Recent.
      await dialog.locator('[data-slot="account-view-disconnect"]').click()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog
        .locator('[data-section="recent"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .waitFor()
      await expect.poll(() => dialog.locator('[data-section="recommended"] [data-slot="list-item"]').count()).toBeGreaterThan(0)
      await expectToMatchBaseline(page, card, `connect-modal/connect-recent-${theme}`)
      await page.close()
    }
  })

  test('behavior: animation timings, and no motion under prefers-reduced-motion', async () => {
    const timings = async (reduce: boolean) => {
      const page = await session.browser.context.newPage()
      await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' })
      await page.goto(session.server.url)
      await page.locator('[data-slot="connect-button"]').click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-slot="modal-router"]').waitFor()
      const read = (selector: string, property: string) =>
        dialog
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)
      const result = {
        header: await read('[data-slot="modal-header-title"]', 'animation-duration'),
        headerName: await read('[data-slot="modal-header-title"]', 'animation-name'),
        view: await read('[data-slot="modal-router"]', 'animation-duration'),
        viewName: await read('[data-slot="modal-router"]', 'animation-name'),
        height: await read('[data-slot="modal-body"]', 'transition-duration'),
        motion: await page.locator('[data-slot="modal-root"]').getAttribute('data-wk-motion'),
      }
      await page.close()
      return result
    }
    const full = await timings(false)
    // Beside the view's entrance, its input guard (a double-click's second click presses nothing in it).
    expect(full).toMatchObject({ header: '0.12s', view: '0.15s, 0.4s', height: '0.15s', motion: 'full' })
    expect(full.viewName).toBe('wk-view-in, wk-input-guard')
    const reduced = await timings(true)
    // No motion; the guard, which moves nothing, stays.
    expect(reduced).toMatchObject({ headerName: 'none', viewName: 'wk-input-guard', view: '0.4s', motion: 'reduce' })
    expect(['0s', '']).toContain(reduced.height)
  })

  test("behavior: themeMode 'system' follows the visitor's colour scheme live, on the button and the open modal", async () => {
    const page = await session.newPage('?theme=system')
    const button = page.locator('[data-slot="connect-button"]')
    const modal = page.locator('[data-slot="modal-root"]:has([role="dialog"])')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => button.getAttribute('data-wk-theme')).toBe('light')
    await button.click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await modal.getAttribute('data-wk-theme')).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => modal.getAttribute('data-wk-theme')).toBe('dark')
    expect(await button.getAttribute('data-wk-theme')).toBe('dark')
    await page.close()
  })
})
