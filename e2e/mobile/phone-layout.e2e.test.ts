import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { settle } from '../support/visual'
import { overflowing, phoneArtifactsDir, smallTargets, startPhoneSession, type PhoneSession } from './phone-session'

// Issue 30: below 430 px the modal is a bottom sheet, every target a finger meets is 44×44 px or
// more, nothing overflows sideways (at 390 and 320 px), and Escape or the close control dismiss it
// with focus back on the connect button. The host is CLI-built with the WalletConnect, Send,
// Receive and Activity views. The screenshots are left in e2e/artifacts/mobile/ to look at.

let session: PhoneSession

beforeAll(async () => {
  session = await startPhoneSession('e2e-mobile-layout', {
    items: ['connecting-walletconnect-view', 'send-view', 'receive-view', 'activity-view'],
  })
}, 300_000)
afterAll(() => session?.stop())

const dialogOf = (page: Page): Locator => page.getByRole('dialog')

/** The sheet fills the width, sits on the bottom edge and leaves the viewport's width alone. */
async function expectSheet(page: Page, width: number): Promise<void> {
  const box = await page.locator('[data-slot="dialog-content"]').boundingBox()
  expect(box).not.toBeNull()
  expect(Math.round(box!.x)).toBe(0)
  expect(Math.round(box!.width)).toBe(width)
  expect(Math.round(box!.y + box!.height)).toBe(844)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** No overflow, no small target, and a screenshot of the whole phone screen for the eye. */
async function checkView(page: Page, name: string, width = 390): Promise<void> {
  await settle(page, page.locator('[data-slot="dialog-content"]'))
  await expectSheet(page, width)
  expect(await overflowing(page), `${name}: elements past the viewport`).toEqual([])
  if (width === 390) expect(await smallTargets(page), `${name}: targets under 44 px`).toEqual([])
  await page.screenshot({ path: join(phoneArtifactsDir, `${name}-${width}.png`) })
}

describe('the modal on a phone (390×844, touch, iOS user agent) in Chromium', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: every view is a bottom sheet without overflow or small targets (${theme})`, async () => {
      const { context, page } = await session.newPhone({ injectedWallet: true, query: theme === 'light' ? '?theme=light' : '' })
      const dialog = dialogOf(page)
      const focusedSlot = () => page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null)

      await page.getByRole('button', { name: 'Connect Wallet' }).tap()
      await expect.poll(() => dialog.locator('[data-section="recommended"] [data-slot="list-item"]').count()).toBe(4)
      // A wallet's in-app browser (injected wallet + phone): that wallet is offered first.
      expect(await dialog.locator('[data-section]').first().getAttribute('data-section')).toBe('injected')
      await checkView(page, `connect-${theme}`)

      await dialog.getByRole('button', { name: 'All Wallets' }).tap()
      await expect.poll(() => dialog.locator('[data-slot="all-wallets-item"]').count()).toBeGreaterThan(8)
      await checkView(page, `all-wallets-${theme}`)

      // A catalogue wallet: on a phone no QR code, the wallet's app is opened instead.
      await dialog.locator('[data-slot="all-wallets-item"]').first().tap()
      await dialog.locator('[data-slot="walletconnect-open"]:not([disabled])').waitFor()
      expect(await dialog.locator('[data-slot="walletconnect-qr"]').count()).toBe(0)
      await checkView(page, `walletconnect-${theme}`)
      await dialog.getByRole('button', { name: 'Back' }).tap()
      await dialog.getByRole('button', { name: 'Back' }).tap()
      await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()

      await dialog
        .locator('[data-section="injected"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .tap()
      await dialog.waitFor({ state: 'detached' })

      const connected = page.locator('[data-slot="connect-button"][data-state="connected"]')
      await connected.tap()
      await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/ETH$/)
      await checkView(page, `account-${theme}`)

      await dialog.locator('[data-slot="account-view-network"]').tap()
      await dialog.getByRole('heading', { name: 'Choose Network' }).waitFor()
      await checkView(page, `networks-${theme}`)
      await dialog.getByRole('button', { name: 'Back' }).tap()

      await dialog.locator('[data-slot="account-action"][data-route="Send"]').tap()
      await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
      await checkView(page, `send-${theme}`)
      await dialog.getByRole('button', { name: 'Back' }).tap()

      await dialog.locator('[data-slot="account-action"][data-route="Receive"]').tap()
      await dialog.locator('[data-slot="receive-view"]').waitFor()
      await checkView(page, `receive-${theme}`)
      await dialog.getByRole('button', { name: 'Back' }).tap()

      await dialog.getByRole('tab', { name: 'Activity' }).tap()
      await dialog.locator('[data-slot="activity-view"]').waitFor()
      await checkView(page, `activity-${theme}`)

      // Escape dismisses the sheet, focus goes back to the connect button. Radix hands focus back in a
      // timer after the dialog unmounts, so a read right after 'detached' can run first on a busy machine.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(focusedSlot).toBe('connect-button')

      // So does the close control.
      await connected.tap()
      await dialog.locator('[data-slot="account-view-balance"]').waitFor()
      await dialog.getByRole('button', { name: 'Close' }).tap()
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(focusedSlot).toBe('connect-button')
      await context.close()
    })
  }

  test('behavior: at 320 px nothing overflows (connect, all wallets and its search, WalletConnect, account)', async () => {
    const { context, page } = await session.newPhone({ width: 320, injectedWallet: true })
    const dialog = dialogOf(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    await expect.poll(() => dialog.locator('[data-section="recommended"] [data-slot="list-item"]').count()).toBe(4)
    await checkView(page, 'connect', 320)
    await dialog.getByRole('button', { name: 'All Wallets' }).tap()
    await expect.poll(() => dialog.locator('[data-slot="all-wallets-item"]').count()).toBeGreaterThan(8)
    await dialog.getByRole('searchbox').fill('Aurora')
    await expect.poll(() => dialog.locator('[data-slot="all-wallets-item"]').first().textContent()).toContain('Aurora')
    await checkView(page, 'all-wallets-search', 320)
    await dialog.locator('[data-slot="all-wallets-item"]').first().tap()
    await dialog.locator('[data-slot="walletconnect-open"]:not([disabled])').waitFor()
    await checkView(page, 'walletconnect', 320)
    await dialog.getByRole('button', { name: 'Back' }).tap()
    await dialog.getByRole('button', { name: 'Back' }).tap()
    await dialog
      .locator('[data-section="injected"]')
      .getByRole('button', { name: /Devnet Wallet/ })
      .tap()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('[data-slot="connect-button"][data-state="connected"]').tap()
    await dialog.locator('[data-slot="account-view-balance"]').waitFor()
    await checkView(page, 'account', 320)
    await context.close()
  })

  // Four tiles a row left 62 px per name at 320 px, cutting "Aurora Portal" to "Aurora P…".
  for (const [width, columns] of [
    [390, 4],
    [320, 3],
  ] as const) {
    test(`behavior: All Wallets at ${width} px shows ${columns} wallets a row and cuts no name of the first rows`, async () => {
      const { context, page } = await session.newPhone({ width, injectedWallet: true })
      const dialog = dialogOf(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).tap()
      await dialog.getByRole('button', { name: 'All Wallets' }).tap()
      await expect.poll(() => dialog.locator('[data-slot="all-wallets-item"]').count()).toBeGreaterThan(8)
      await settle(page, page.locator('[data-slot="dialog-content"]'))
      const rows = await dialog.locator('[data-slot="all-wallets-row"]').evaluateAll((elements) =>
        elements.slice(0, 2).map((row) =>
          [...row.querySelectorAll('[data-slot="all-wallets-item-name"]')].map((name) => ({
            name: name.textContent,
            cut: name.scrollWidth > name.clientWidth,
          })),
        ),
      )
      expect(rows.map((row) => row.length)).toEqual([columns, columns])
      expect(rows.flat().filter((tile) => tile.cut)).toEqual([])
      await context.close()
    })
  }

  test('behavior: with the on-screen keyboard open (a smaller visual viewport) the sheet stays above it', async () => {
    const { context, page } = await session.newPhone({ injectedWallet: true })
    const dialog = dialogOf(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    await dialog.getByRole('button', { name: 'All Wallets' }).tap()
    await dialog.getByRole('searchbox').tap()
    // Chromium shows no keyboard: the visual viewport shrinks the way iOS and Android shrink it.
    await page.evaluate(() => {
      const viewport = window.visualViewport!
      Object.defineProperty(viewport, 'height', { configurable: true, get: () => 500 })
      viewport.dispatchEvent(new Event('resize'))
    })
    await expect
      .poll(() =>
        page.locator('[data-slot="modal-root"]').evaluate((root) => getComputedStyle(root).getPropertyValue('--wk-keyboard-inset')),
      )
      .toBe('344px')
    const box = await page.locator('[data-slot="dialog-content"]').boundingBox()
    expect(Math.round(box!.y + box!.height)).toBe(500)
    expect(box!.y).toBeGreaterThanOrEqual(0)
    await expect.poll(() => dialog.getByRole('searchbox').evaluate((input) => input === document.activeElement)).toBe(true)
    await page.screenshot({ path: join(phoneArtifactsDir, 'all-wallets-keyboard-390.png') })
    await context.close()
  })
})
