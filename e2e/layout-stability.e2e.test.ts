import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { join } from 'node:path'
import { artifactsDir, startSession, type Session } from './support/session'
import { openAccount } from './support/open-account'

let session: Session

beforeAll(async () => {
  session = await startSession('e2e-layout-stability')
})
afterAll(() => session?.stop())

// A slow answer is what a loaded CI machine or a phone on a bad network gives: the list and the
// Account view must not move what the user is already aiming at when it arrives.
const SLOW_MS = 1_500

/** Holds every response of the given services path for SLOW_MS; resolves `settled` once each held one is through. */
async function slowDown(page: Page, path: RegExp): Promise<{ settled: () => Promise<void> }> {
  const held: Promise<void>[] = []
  await page.route(path, (route) => {
    const through = new Promise<void>((resolve) => setTimeout(() => void route.continue().finally(resolve), SLOW_MS))
    held.push(through)
  })
  return { settled: async () => void (await Promise.all(held)) }
}

// The box as a click would aim at it, rounded to the pixel.
const boxOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }
  })

/**
 * Waits until the view has finished coming in: its 6 px slide (wk-view-in) and the card's height
 * easing. A box taken during the slide's last frames was 1-2 px lower than at rest, which read as a
 * move when the slow answer arrived (ci on 9750a11: y 284, then 282). Endless animations (a
 * spinner) do not count.
 */
const viewArrived = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )

describe('nothing moves under a pointer when slow answers arrive (Chromium)', () => {
  test('behavior: with the catalogue slow, All Wallets is where it first appeared once featured and recommended rows arrive', async () => {
    const page = await session.newPage()
    const catalogue = await slowDown(page, /\/getWallets\?/)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    // Held while the catalogue is out: rows of placeholders, nothing to click.
    const held = dialog.locator('[data-slot="connect-view"][data-state="loading"][aria-busy="true"]')
    await held.waitFor()
    expect(await held.locator('[data-slot="connect-view-skeleton-row"]').count()).toBe(5)
    expect(await held.getByRole('button').count()).toBe(0)
    // A screen reader is told the list is loading; the words take no room on screen (sr-only).
    const status = held.getByRole('status')
    expect(await status.textContent()).toBe('Loading wallets')
    expect(await status.evaluate((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height])).toEqual([
      1, 1,
    ])
    await dialog.screenshot({ path: join(artifactsDir, 'layout', 'connect-held.png'), animations: 'disabled' })
    const allWallets = dialog.getByRole('button', { name: 'All Wallets' })
    await allWallets.waitFor()
    await viewArrived(page)
    const first = await boxOf(allWallets)
    const rowsAtFirst = await dialog.locator('[data-slot="wallet-section"] [data-wallet-id]').count()
    await catalogue.settled()
    await page.waitForTimeout(300)
    expect(await boxOf(allWallets)).toEqual(first)
    // Held, not dropped: the recommended rows were already there when All Wallets first showed.
    expect(await dialog.locator('[data-section="recommended"] [data-wallet-id]').count()).toBe(4)
    expect(await dialog.locator('[data-slot="wallet-section"] [data-wallet-id]').count()).toBe(rowsAtFirst)
    await page.close()
  })

  test("behavior: with balances slow, Account's network, disconnect and copy buttons stay where they first appeared", async () => {
    const page = await session.newPage()
    const balances = await slowDown(page, /\/v1\/account\/[^/]+\/balance/)
    const dialog = await openAccount(page)
    const targets = ['account-view-network', 'account-view-disconnect', 'account-view-copy'].map((slot) =>
      dialog.locator(`[data-slot="${slot}"]`),
    )
    await viewArrived(page)
    const first = await Promise.all(targets.map(boxOf))
    // Not vacuous: the balance and the token list were still on their way when the boxes were taken.
    expect(await dialog.locator('[data-slot="token-list-item"]').count()).toBe(0)
    await balances.settled()
    await expect.poll(() => dialog.locator('[data-slot="token-list-item"]').count()).toBeGreaterThan(0)
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/ETH/)
    await page.waitForTimeout(300)
    expect(await Promise.all(targets.map(boxOf))).toEqual(first)
    await page.close()
  })

  // The card eases its height when a view of another size comes in; until it has grown, the bottom
  // of the new view is clipped. A clipped box that can be scrolled (overflow: hidden) is scrolled by
  // focus (Tab) and by test tools aiming a click, then snaps back as the card grows: in CI the
  // pointer went down on SIWX's Cancel, Cancel slid 30 px down, and the pointer came up on the view
  // above it, so the click did nothing.
  test('behavior: while the card grows to a new view, focusing a clipped button does not scroll the view, and nothing snaps back under the pointer', async () => {
    const page = await session.newPage()
    const dialog = await openAccount(page)
    // Networks is shorter than Account: Back from it grows the card again.
    await dialog.locator('[data-slot="account-view-network"]').click()
    await dialog.locator('[data-slot="modal-router"][data-view="Networks"]').waitFor()
    await page.waitForTimeout(400)
    // The easing slowed down so the clipped moment lasts long enough to look at; the view's own
    // 6 px slide-in off, so only a scroll could move it.
    await page.addStyleTag({
      content: '[data-slot="modal-body"] { transition-duration: 4s !important } [data-slot="modal-router"] { animation: none !important }',
    })
    await dialog.getByRole('button', { name: 'Back' }).click()
    const body = dialog.locator('[data-slot="modal-body"]')
    const disconnect = dialog.locator('[data-slot="account-view-disconnect"]')
    await disconnect.waitFor({ state: 'attached' })
    const clipped = () => Promise.all([boxOf(body), boxOf(disconnect)]).then(([b, d]) => d.y + d.height > b.y + b.height)
    // Not vacuous: the button is below the card's edge while it grows.
    expect(await clipped()).toBe(true)
    const identity = dialog.locator('[data-slot="account-view-identity"]')
    const before = await boxOf(identity)
    await disconnect.focus()
    expect(await boxOf(identity)).toEqual(before)
    expect(await body.evaluate((el) => el.scrollTop)).toBe(0)
    // Once grown, the clip ends: a list scrolled inside a view (All Wallets) loads its images early
    // only under a scroll box, which overflow: clip is not.
    await body.and(page.locator(':not([data-easing])')).waitFor({ timeout: 10_000 })
    expect(await body.evaluate((el) => getComputedStyle(el).overflowY)).toBe('hidden')
    await page.close()
  })
})
