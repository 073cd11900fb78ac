import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations } from '../support/axe'
import { startSession, type Session } from '../support/session'

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-a11y')
})
afterAll(() => session?.stop())

async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

// The dialog's accessible name and description as a screen reader gets them.
async function dialogLabels(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => {
    const text = (ids: string | null) =>
      (ids ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim()
    return { name: text(dialog.getAttribute('aria-labelledby')), description: text(dialog.getAttribute('aria-describedby')) }
  })
}

const wallet = (page: Page) =>
  page.evaluate(() => (window as unknown as { __devnetWallet: { connected: boolean; chainId: number } }).__devnetWallet)

describe('accessibility of the modal', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: axe finds no serious or critical violation on any core view (${theme})`, async () => {
      const page = await session.newPage(theme === 'light' ? '?theme=light' : '')
      const dialog = page.getByRole('dialog')
      const found: Record<string, string[]> = {}
      await page.locator('[data-slot="connect-button"]').click()
      // The first run connects, so later runs find the wallet under Recent.
      const devnetWallet = dialog
        .locator('[data-slot="wallet-section"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .first()
      await devnetWallet.waitFor()
      await settle(page)
      found.Connect = await axeViolations(page)
      await dialog.getByRole('button', { name: 'All Wallets' }).click()
      await dialog.locator('[data-slot="all-wallets-item"]').first().waitFor()
      await settle(page)
      found.AllWallets = await axeViolations(page)
      await dialog.getByRole('button', { name: 'Back' }).click()
      await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
      await devnetWallet.click()
      await dialog.getByRole('button', { name: 'Try again' }).waitFor()
      await settle(page)
      found.ConnectingExternal = await axeViolations(page)
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      await dialog.locator('[data-slot="account-view-name"]').waitFor()
      await settle(page)
      found.Account = await axeViolations(page)
      await dialog.locator('[data-slot="account-view-network"]').click()
      await dialog.getByRole('heading', { name: 'Choose Network' }).waitFor()
      await settle(page)
      found.Networks = await axeViolations(page)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await page.evaluate(() =>
        (window as unknown as { __devnetWallet: { switchChain(id: number): void } }).__devnetWallet.switchChain(424242),
      )
      await dialog.getByRole('heading', { name: 'Switch Network' }).waitFor()
      await settle(page)
      found.UnsupportedChain = await axeViolations(page)
      await dialog.locator('[data-network]').first().click()
      await dialog.waitFor({ state: 'detached' })
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      await dialog.locator('[data-slot="account-view-disconnect"]').click()
      expect(found).toEqual({ Connect: [], AllWallets: [], ConnectingExternal: [], Account: [], Networks: [], UnsupportedChain: [] })
      await page.close()
    })
  }

  // A pointer resting on a button (the one just clicked, or one a view opened under it) is the
  // usual case, so hover colours need AA contrast as much as resting ones.
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: every button of the Connect and Account views keeps AA contrast under the pointer (${theme})`, async () => {
      const page = await session.newPage(theme === 'light' ? '?theme=light' : '')
      const dialog = page.getByRole('dialog')
      const found: string[] = []
      const hoverEach = async (view: string) => {
        const buttons = dialog.getByRole('button')
        const count = await buttons.count()
        expect(count, view).toBeGreaterThan(2)
        for (let i = 0; i < count; i++) {
          const button = buttons.nth(i)
          if (!(await button.isVisible()) || (await button.isDisabled())) continue
          await button.hover()
          await settle(page)
          const label = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim()
          for (const v of await axeViolations(page, ['[data-slot="modal-root"] button:hover'], ['color-contrast']))
            found.push(`${view} "${label}": ${v}`)
        }
      }
      await page.locator('[data-slot="connect-button"]').click()
      await dialog
        .locator('[data-slot="wallet-section"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .first()
        .waitFor()
      await settle(page)
      await hoverEach('Connect')
      await dialog
        .locator('[data-slot="wallet-section"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .first()
        .click()
      await dialog.waitFor({ state: 'detached' })
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      await dialog.locator('[data-slot="account-view-name"]').waitFor()
      await settle(page)
      await hoverEach('Account')
      expect(found).toEqual([])
      await dialog.locator('[data-slot="account-view-disconnect"]').click()
      await page.close()
    })
  }

  test('behavior: the dialog is named and described after the view it shows', async () => {
    const page = await session.newPage()
    await page.locator('[data-slot="connect-button"]').click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-section]').first().waitFor()
    expect(await dialogLabels(page)).toEqual({
      name: 'Connect Wallet',
      description: 'Choose a wallet, an e-mail or a social account to connect to this app',
    })
    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    await expect
      .poll(() => dialogLabels(page))
      .toEqual({ name: 'All Wallets', description: 'Search every wallet that works with this app' })
    await page.close()
  })

  test('behavior: Tab and Shift+Tab stay inside the open dialog, round and round, and reach every control in it', async () => {
    const page = await session.newPage()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'All Wallets' }).waitFor()
    // The catalogue's wallets arrive after the view: count the controls once they are all there.
    await expect.poll(() => dialog.locator('[data-section="recommended"] [data-slot="list-item"]').count()).toBe(4)
    await settle(page)
    const focusables = await dialog.evaluate(
      (root) => root.querySelectorAll('button:not([disabled]), [href], input, [tabindex]:not([tabindex="-1"])').length,
    )
    expect(focusables).toBeGreaterThan(3)
    // Where focus is after each key: a label inside the dialog, or what it is outside.
    const where = () =>
      page.evaluate(() => {
        const active = document.activeElement
        const inside = active?.closest('[role=dialog]') != null
        return inside
          ? `in:${active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? active?.tagName}`
          : `out:${active?.tagName}`
      })
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set<string>()
      // Twice round: past the last control focus comes back to the first, never to the page.
      for (let i = 0; i < focusables * 2 + 2; i++) {
        await page.keyboard.press(key)
        const at = await where()
        expect(at, `${key} #${i + 1}`).toMatch(/^in:/)
        seen.add(at)
      }
      expect(seen.size, key).toBe(focusables)
    }
    await page.close()
  })

  test('behavior: keyboard only: connect, switch network, disconnect; focus returns to the button on close', async () => {
    const [, secondary] = session.devnet.evmChains
    const page = await session.newPage()
    const dialog = page.getByRole('dialog')
    const button = page.locator('[data-slot="connect-button"]')
    await button.focus()
    await page.keyboard.press('Enter')
    const devnetWallet = dialog
      .locator('[data-slot="wallet-section"]')
      .getByRole('button', { name: /Devnet Wallet/ })
      .first()
    await devnetWallet.waitFor()
    // Tab to the wallet, as a keyboard user would, then Enter.
    for (let i = 0; i < 30 && !(await devnetWallet.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    expect(await devnetWallet.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => button.getAttribute('data-state')).toBe('connected')
    // Focus is back on the button that opened the modal.
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    const network = dialog.locator('[data-slot="account-view-network"]')
    await network.waitFor()
    for (let i = 0; i < 30 && !(await network.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    const target = dialog.locator(`[data-network="eip155:${secondary!.chainId}"]`)
    await target.waitFor()
    for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await wallet(page)).chainId).toBe(secondary!.chainId)

    const disconnect = dialog.locator('[data-slot="account-view-disconnect"]')
    await disconnect.waitFor()
    for (let i = 0; i < 30 && !(await disconnect.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => button.getAttribute('data-state')).toBe('disconnected')
    expect((await wallet(page)).connected).toBe(false)
    await page.close()
  })
})
