import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { launchChromium, type Browser } from './support/browser'
import { artifactsDir } from './support/session'
import { iosUserAgent } from './mobile/phone-session'
import { startEngineHost, type EngineHost } from './engines/engine-host'
import { makeTallScrolledPage, TALL_PAGE_SCROLL } from './support/tall-page'

// While the modal is open the page behind it does not scroll (wheel, keyboard, touch), the
// dialog's own scroll box (All Wallets) still does, the page does not move sideways when its
// classic scrollbar goes, and all of it is undone on close. The lock writes only the root
// element's inline style (registry/components/modal/page-scroll-lock.ts). Chromium with real
// input; Firefox and WebKit: e2e/engines/scroll-lock-engines.e2e.test.ts.

let host: EngineHost
beforeAll(async () => {
  host = await startEngineHost('e2e-modal-scroll-lock')
})
afterAll(() => host?.stop())

const SCROLLED = TALL_PAGE_SCROLL

/** The host page made taller than the window, scrolled down, with a probe at the top of <body>. */
async function tallPage(page: Page): Promise<void> {
  await page.goto(`${host.server.url}/`)
  await page.locator('[data-slot="connect-button"]').waitFor()
  await page.evaluate(makeTallScrolledPage, SCROLLED)
}

const probeBox = (page: Page) =>
  page.evaluate(() => {
    const box = (document.getElementById('probe') as HTMLElement).getBoundingClientRect()
    return { x: box.x, y: box.y, width: box.width }
  })
const pageScroll = (page: Page) => page.evaluate(() => window.scrollY)

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  const scroller = dialog.locator('[data-slot="all-wallets-scroll"]')
  await dialog.locator('[data-slot="all-wallets-item"]').first().waitFor()
  return { dialog, scroller }
}

describe('the page behind the open modal does not scroll (Chromium)', () => {
  let browser: Browser
  afterAll(() => browser?.close())

  test('behavior: desktop with a classic scrollbar: wheel and keys do not scroll the page, All Wallets scrolls, nothing moves, all undone on close', async () => {
    // No smooth scrolling: a wheel that scrolls has done so once the event is handled.
    browser = await launchChromium({ showScrollbars: true, args: ['--disable-smooth-scrolling'] })
    const page = await browser.context.newPage()
    await tallPage(page)
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)
    // Not vacuous: the page has a scrollbar that takes room, and is scrolled.
    expect(scrollbar).toBeGreaterThan(0)
    expect(await pageScroll(page)).toBe(SCROLLED)
    const before = await probeBox(page)

    const { dialog, scroller } = await openAllWallets(page)
    // The scrollbar's room is given back: nothing on the page moved, and the backdrop covers the whole window.
    expect(await probeBox(page)).toEqual(before)
    const overlay = await page.locator('[data-slot="dialog-overlay"]').boundingBox()
    expect(overlay?.width).toBe(await page.evaluate(() => window.innerWidth))
    // Nothing written to <body> but Radix's pointer block.
    expect(await page.evaluate(() => document.body.getAttributeNames().filter((n) => n !== 'style'))).toEqual([])
    writeFileSync(join(artifactsDir, 'modal-scroll-lock-desktop.png'), await page.screenshot())

    // Wheel over the backdrop (left of the 360 px card), then keys with focus in the dialog.
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 800)
    for (const key of ['PageDown', 'End', 'ArrowDown']) await page.keyboard.press(key)
    // The dialog's own list scrolls under the wheel (and these events come after the ones above).
    const list = await scroller.boundingBox()
    if (!list) throw new Error('All Wallets list not laid out')
    await page.mouse.move(list.x + list.width / 2, list.y + list.height / 2)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
    expect(await pageScroll(page)).toBe(SCROLLED)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.documentElement.style.cssText)).toBe('')
    expect(await pageScroll(page)).toBe(SCROLLED)
    expect(await probeBox(page)).toEqual(before)
    // The lock was what held the page: closed, the same wheel scrolls it.
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => pageScroll(page)).toBeGreaterThan(SCROLLED)
    await page.close()
  })

  test('behavior: phone (390×844, touch): a swipe on the backdrop does not scroll the page, one in All Wallets scrolls the list; after close a swipe scrolls the page', async () => {
    const phone = await launchChromium({ viewport: { width: 390, height: 844 }, phone: { userAgent: iosUserAgent, deviceScaleFactor: 2 } })
    try {
      const page = await phone.context.newPage()
      const cdp = await phone.context.newCDPSession(page)
      // A finger put down at (x, y) and dragged 200 px upwards: the content under it scrolls down.
      const swipe = async (x: number, y: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
        for (let step = 1; step <= 10; step++)
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 20 }] })
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      }
      await tallPage(page)
      const before = await probeBox(page)
      const { dialog, scroller } = await openAllWallets(page)
      expect(await probeBox(page)).toEqual(before)
      const sheet = await page.locator('[data-slot="dialog-content"]').boundingBox()
      if (!sheet) throw new Error('sheet not laid out')
      // Not vacuous: there is backdrop above the bottom sheet to swipe on.
      expect(sheet.y).toBeGreaterThan(100)
      writeFileSync(join(artifactsDir, 'modal-scroll-lock-phone.png'), await page.screenshot())
      await swipe(195, Math.round(sheet.y - 10))
      const list = await scroller.boundingBox()
      if (!list) throw new Error('All Wallets list not laid out')
      await swipe(195, Math.round(list.y + list.height - 20))
      await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
      expect(await pageScroll(page)).toBe(SCROLLED)

      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await pageScroll(page)).toBe(SCROLLED)
      await swipe(195, 600)
      await expect.poll(() => pageScroll(page)).toBeGreaterThan(SCROLLED)
    } finally {
      await phone.close()
    }
  })
})
