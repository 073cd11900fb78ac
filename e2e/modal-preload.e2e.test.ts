import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { readManifest, staticClosure } from '../bench/support/walletkit-host'
import { startSession, type Session } from './support/session'

// The default preload policy ('idle') on a CLI-made host: the modal's code and the Connect view's
// catalogue request happen after the page's load event and before any click, so the first open
// fetches no JS. Sizes of what the page loads stay checked in budgets.e2e.test.ts.
let session: Session

beforeAll(async () => {
  session = await startSession('e2e-modal-preload', { host: { manifest: true } })
})
afterAll(() => session?.stop())

type Fetch = { path: string; afterClick: boolean }

/**
 * The modal's own files: the dialog chunk and everything it imports statically (router, Connect
 * view), less what the page's entry already needs (React, shared chunks).
 */
function modalFiles(): Set<string> {
  return lazyChunkFiles('/modal/modal-dialog.tsx')
}

/** A lazy chunk and what it imports statically, less what the page's entry already needs. */
function lazyChunkFiles(suffix: string): Set<string> {
  const manifest = readManifest(session.host.dist)
  const key = Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && k.endsWith(suffix))
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!key || !entry) throw new Error(`${suffix} is not a lazy chunk of the build`)
  const page = staticClosure(manifest, entry)
  return new Set([...staticClosure(manifest, key)].filter((file) => !page.has(file)))
}

/** Start times (ms since navigation) of resources, and when the load event started, from the Performance API. */
function timings(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const resources = performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
    return { loadEventStart: navigation.loadEventStart, resources }
  })
}

describe("the modal's code is preloaded after the page loads (preload 'idle')", () => {
  test('default: modal chunks and the catalogue request come after the load event and before the click; the first open fetches no JS', async () => {
    const page = await session.browser.context.newPage()
    const fetches: Fetch[] = []
    let clicked = false
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.js') || path === '/getWallets') fetches.push({ path, afterClick: clicked })
    })
    const files = modalFiles()
    expect(files.size).toBeGreaterThan(1)
    const dialogChunk = [...files].find((file) => /modal-dialog-[^/]*\.js$/.test(file))!
    const catalogue = page.waitForResponse((response) => new URL(response.url()).pathname === '/getWallets')
    await page.goto(session.server.url)
    // Positive signals first: the dialog chunk and the featured/recommended wallets arrive with no click.
    await page.waitForResponse((response) => response.url().endsWith(`/${dialogChunk}`))
    await catalogue
    await page.waitForLoadState('networkidle')

    const before = await timings(page)
    expect(before.loadEventStart).toBeGreaterThan(0)
    const modalResources = before.resources.filter((r) => files.has(r.path.replace(/^\//, '')))
    // Every file of the modal was fetched, none of them before the page's load event.
    expect(new Set(modalResources.map((r) => r.path.replace(/^\//, '')))).toEqual(files)
    for (const resource of modalResources) expect(resource.start).toBeGreaterThanOrEqual(before.loadEventStart)
    const wallets = before.resources.filter((r) => r.path === '/getWallets')
    expect(wallets).toHaveLength(1)
    expect(wallets[0]!.start).toBeGreaterThanOrEqual(before.loadEventStart)
    expect(fetches.filter((f) => f.afterClick)).toEqual([])

    clicked = true
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-slot="wallet-section"] [data-wallet-id]').first().waitFor()
    await page.waitForLoadState('networkidle')
    // The Connect view was shown with what the preload fetched: no JS and no second catalogue request.
    expect(fetches.filter((f) => f.afterClick)).toEqual([])
    await page.close()
  })

  test('behavior: a returning visitor (session restored on load) gets Account rendered ahead: the click fetches none of its view code and shows the account at once', async () => {
    const page = await session.newPage()
    // The test wallet remembers the site across reloads only on a page loaded with this key set, as an extension does.
    await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .locator('[data-slot="wallet-section"]')
      .getByRole('button', { name: /Devnet Wallet/ })
      .first()
      .click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    const afterClick: string[] = []
    let clicked = false
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (clicked && path.endsWith('.js')) afterClick.push(path.replace(/^\//, ''))
    })
    await page.reload()
    const accountButton = page.getByRole('button', { name: /^Open account / })
    await accountButton.waitFor()
    // Rendered ahead while hidden: the Account view is in the document before any click, not displayed.
    const hiddenAccount = page.locator(
      '[data-slot="modal-root"] [data-slot="modal-router"][data-view="Account"] [data-slot="account-view"]',
    )
    await hiddenAccount.waitFor({ state: 'attached' })
    expect(await hiddenAccount.isVisible()).toBe(false)
    await page.waitForLoadState('networkidle')

    clicked = true
    await accountButton.click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.locator('[data-slot="account-view-name"]').isVisible()).toBe(true)
    await page.waitForLoadState('networkidle')
    // What the open shows came with the preload; only the balances' data code (fetched by the view's effects, with the data) may follow the click.
    const viewCode = new Set([...modalFiles(), ...lazyChunkFiles('/account-view.tsx')])
    expect(afterClick.filter((file) => viewCode.has(file))).toEqual([])
    await page.close()
  })
})
