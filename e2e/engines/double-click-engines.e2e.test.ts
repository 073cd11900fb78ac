import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchEngine, selectedEngines, type EngineBrowser, type EnginePage } from '../support/engines'
import { closeModal, dialog, noDialogShown } from './engine-steps'
import { openConnect, settleAnimations, startEngineHost, type EngineHost } from './engine-host'

// A double-click on a control that opens a view must not also press what the new view shows
// under the pointer: the second click of a double-click on Connect Wallet landed on the wallet
// row the modal put there and connected that wallet, unasked. Each view ignores the pointer while
// it comes in (registry/styles/walletkit.css, wk-input-guard). Trusted input in Chromium,
// Firefox ESR and WebKitGTK; the control is the same row, clicked once the view has come in.

let host: EngineHost
beforeAll(async () => {
  host = await startEngineHost('e2e-engines-double-click')
})
afterAll(() => host?.stop())

const devnetRow = `${dialog} [data-section="injected"] button`

/** The centre of the Devnet Wallet's row in the open Connect view. */
const rowCentre = (page: EnginePage) =>
  page.evaluate((selector) => {
    const row = [...document.querySelectorAll(selector)].find((b) => b.textContent?.includes('Devnet Wallet'))
    const box = row?.getBoundingClientRect()
    return box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : null
  }, devnetRow)

const buttonState = (page: EnginePage) =>
  page.evaluate(() => document.querySelector('[data-slot="connect-button"]')?.getAttribute('data-state') ?? null)

// Reduced motion drops the view's entrance animation, not the guard (a rule of its own).
const cases = selectedEngines().flatMap((engine) => (['no-preference', 'reduce'] as const).map((motion) => [engine, motion] as const))

describe.each(cases)('%s, %s motion: a double-click opens a view and presses nothing in it', (engine, motion) => {
  let browser: EngineBrowser
  beforeAll(async () => {
    browser = await launchEngine(engine, { viewport: { width: 1024, height: 800 }, reducedMotion: motion })
  })
  afterAll(() => browser?.close())

  test('behavior: the second click of a double-click on Connect Wallet, over where the Devnet Wallet row appears, connects nothing; a click once the view is in connects', async () => {
    const page = await browser.newPage()
    await page.goto(host.server.url)
    await page.waitForSelector('[data-slot="connect-button"]')
    await openConnect(page)
    const centre = await rowCentre(page)
    expect(centre).not.toBeNull()
    const { x, y } = centre!
    await closeModal(page)
    // The page's button placed under where the row will be, as a host's layout may put it.
    await page.evaluate(
      ({ x, y }) => {
        const button = document.querySelector('[data-slot="connect-button"]') as HTMLElement
        Object.assign(button.style, {
          position: 'fixed',
          left: `${x - 40}px`,
          top: `${y - 10}px`,
          width: '80px',
          height: '20px',
          zIndex: '1',
        })
      },
      { x, y },
    )
    await page.mouseClick(x, y, { clickCount: 2 })
    await page.waitForFunction(() => !![...document.querySelectorAll('[role="dialog"]')].some((d) => d.getClientRects().length > 0))
    await settleAnimations(page)
    // Still the Connect view, the row where it was, nothing connected.
    expect(await page.evaluate(noDialogShown)).toBe(false)
    expect(await rowCentre(page)).toEqual({ x, y })
    expect(await buttonState(page)).toBe('disconnected')
    // The control: the same row, clicked once the view is in, connects.
    await page.mouseClick(x, y)
    await page.waitForFunction(noDialogShown)
    await page.waitForFunction(() => document.querySelector('[data-slot="connect-button"]')?.getAttribute('data-state') === 'connected')
    await page.close()
  })
})
