import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchEngine, selectedEngines, type EngineBrowser, type EngineContext, type EnginePage } from '../support/engines'
import { artifactsDir } from '../support/session'
import { startEngineHost, type EngineHost } from './engine-host'
import { phoneFrame } from './phone-frame'
import { makeTallScrolledPage, TALL_PAGE_SCROLL } from '../support/tall-page'

// The page scroll lock of the open modal (registry/components/modal/page-scroll-lock.ts) in
// Chromium, Firefox ESR and WebKitGTK, with trusted wheel input: the page behind does not scroll,
// the All Wallets list does, nothing on the page moves sideways when a classic scrollbar goes,
// and the close control undoes all of it. At phone width (390 px) the same page, wheel only
// (touch: e2e/modal-scroll-lock.e2e.test.ts, Chromium). WebKitGTK over WebDriver has no wheel
// input that scrolls anything: there the lock's state (overflow, nothing moved, undone) only.

let host: EngineHost
beforeAll(async () => {
  host = await startEngineHost('e2e-engines-scroll-lock')
})
afterAll(() => host?.stop())

const SCROLLED = TALL_PAGE_SCROLL
const dialog = '[role="dialog"]'

/** The page made taller than the window and scrolled down, with a probe at the top of <body>. */
async function tallPage(doc: EngineContext): Promise<void> {
  await doc.waitForSelector('[data-slot="connect-button"]')
  await doc.evaluate(makeTallScrolledPage, SCROLLED)
  await doc.waitForFunction((scrolled) => window.scrollY === scrolled, SCROLLED)
}

const probeBox = (doc: EngineContext) =>
  doc.evaluate(() => {
    const box = (document.getElementById('probe') as HTMLElement).getBoundingClientRect()
    return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) }
  })
const pageScroll = (doc: EngineContext) => doc.evaluate(() => window.scrollY)

/** Where `doc`'s (0, 0) is in the window: WebKit's phone is an iframe 8 px in. */
const originOf = (page: EnginePage, doc: EngineContext) => (doc === page ? { x: 0, y: 0 } : { x: 8, y: 8 })

async function lockedWhileOpen(page: EnginePage, doc: EngineContext, name: string): Promise<void> {
  // WebKitGTK over WebDriver has no wheel input that scrolls (see its mouseWheel): the lock's state there, no wheel.
  const wheel = page.engine !== 'webkit'
  const origin = originOf(page, doc)
  const before = await probeBox(doc)
  // Clicks from the page's script: the harness's trusted click scrolls its target into view first,
  // which would move the page this test watches.
  await doc.evaluate(() => (document.querySelector('[data-slot="connect-button"]') as HTMLElement).click())
  await doc.waitForFunction((d) => {
    const button = [...document.querySelectorAll(`${d} button`)].find((b) => b.textContent?.trim().startsWith('All Wallets'))
    ;(button as HTMLElement | undefined)?.click()
    return button !== undefined
  }, dialog)
  await doc.waitForFunction(() => document.querySelectorAll('[data-slot="all-wallets-item"]').length > 8)
  // Nothing on the page moved (the scrollbar's room given back) and the backdrop spans the window.
  expect(await probeBox(doc)).toEqual(before)
  expect(
    await doc.evaluate(() =>
      Math.round((document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement).getBoundingClientRect().width),
    ),
  ).toBe(await doc.evaluate(() => window.innerWidth))
  writeFileSync(join(artifactsDir, `engines-scroll-lock-${name}.png`), await page.screenshot())

  // A wheel over the backdrop (above or beside the card), then one over the list: the list
  // scrolls, so the first one has been handled too, and the page has not moved.
  const card = await doc.evaluate(() => {
    const box = (document.querySelector('[data-slot="dialog-content"]') as HTMLElement).getBoundingClientRect()
    const list = (document.querySelector('[data-slot="all-wallets-scroll"]') as HTMLElement).getBoundingClientRect()
    return { top: box.top, left: box.left, listX: list.x + list.width / 2, listY: list.y + list.height / 2 }
  })
  const backdrop = card.left > 40 ? { x: 20, y: 300 } : { x: 100, y: Math.max(10, card.top / 2) }
  if (wheel) {
    await page.mouseWheel(origin.x + backdrop.x, origin.y + backdrop.y, 600)
    await page.mouseWheel(origin.x + card.listX, origin.y + card.listY, 300)
    await doc.waitForFunction(() => (document.querySelector('[data-slot="all-wallets-scroll"]') as HTMLElement).scrollTop > 0)
  }
  expect(await doc.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
  expect(await pageScroll(doc)).toBe(SCROLLED)

  await doc.evaluate((d) => (document.querySelector(`${d} [data-slot="modal-header-end"] button`) as HTMLElement).click(), dialog)
  // Closed, the dialog stays in the page, hidden (the next open only reveals it).
  await doc.waitForFunction(() => (document.querySelector('[role="dialog"]')?.getClientRects().length ?? 0) === 0)
  expect(await doc.evaluate(() => document.documentElement.style.cssText)).toBe('')
  expect(await pageScroll(doc)).toBe(SCROLLED)
  expect(await probeBox(doc)).toEqual(before)
  // Closed, the same wheel scrolls the page: the lock was what held it.
  if (wheel) {
    await page.mouseWheel(origin.x + backdrop.x, origin.y + backdrop.y, 200)
    await doc.waitForFunction((scrolled) => window.scrollY > scrolled, SCROLLED)
  }
}

for (const engine of selectedEngines()) {
  describe(`page scroll lock in ${engine}`, () => {
    let browser: EngineBrowser
    beforeAll(async () => {
      browser = await launchEngine(engine, { classicScrollbars: true })
    })
    afterAll(() => browser?.close())

    test(`behavior: desktop window with classic scrollbars: the page does not scroll under the open modal, All Wallets does, nothing moves, the close control undoes it (${engine})`, async () => {
      const page = await browser.newPage()
      await page.goto(`${host.server.url}/`)
      await tallPage(page)
      // Chromium and Firefox draw classic scrollbars here (WebKitGTK's stay overlay ones): then the lock has room to give back.
      if (engine !== 'webkit')
        expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0)
      await lockedWhileOpen(page, page, `${engine}-desktop`)
      await page.close()
    })

    test(`behavior: at phone width (390 px) the page under the bottom sheet does not scroll, All Wallets does (${engine})`, async () => {
      const page = await browser.newPage()
      const doc = await phoneFrame().open(page, `${host.server.url}/`, 390)
      await tallPage(doc)
      await lockedWhileOpen(page, doc, `${engine}-phone`)
      await page.close()
    })
  })
}
