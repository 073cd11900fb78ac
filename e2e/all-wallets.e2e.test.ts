import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactsDir, startSession, type Session } from './support/session'

let session: Session

beforeAll(async () => {
  // devnet's catalogue generates this many wallets when the variable is set.
  session = await startSession('e2e-all-wallets', { catalogueSize: 2000 })
})
afterAll(() => session?.stop())

type CatalogueRequest = { page: string | null; entries: string | null; search: string | null; at: number }

describe('AllWallets in Chromium with a 2,000-wallet catalogue', () => {
  test('behavior: scrolling loads page 2, search waits for the debounce, at most ~60 wallets in the DOM', async () => {
    const page = await session.newPage()
    const requests: CatalogueRequest[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname !== '/getWallets') return
      requests.push({
        page: url.searchParams.get('page'),
        entries: url.searchParams.get('entries'),
        search: url.searchParams.get('search'),
        at: Date.now(),
      })
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    const view = dialog.locator('[data-slot="all-wallets-view"]')
    // The catalogue answers with the wallets that support the configured chains (most of 2,000).
    await expect.poll(() => view.getAttribute('data-count').then(Number)).toBeGreaterThan(1000)
    // The Connect view asked for the 4 recommended wallets; AllWallets pages by 40.
    const pages = () => requests.filter((r) => r.entries === '40' && r.search === null)
    expect(pages()[0]).toMatchObject({ page: '1' })
    const items = dialog.locator('[data-slot="all-wallets-item"]')
    expect(await items.count()).toBeLessThanOrEqual(60)

    // Scroll to the end of what is loaded: page 2 is requested and its wallets appear.
    const scroller = dialog.locator('[data-slot="all-wallets-scroll"]')
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect.poll(() => pages().some((r) => r.page === '2')).toBe(true)
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect
      .poll(() => dialog.locator('[data-slot="all-wallets-row"]').last().getAttribute('data-index').then(Number))
      .toBeGreaterThanOrEqual(10)
    // Many rows loaded, few rendered: virtualization keeps the DOM small.
    for (let i = 0; i < 5; i += 1) {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await page.waitForTimeout(150)
    }
    expect(await items.count()).toBeLessThanOrEqual(60)
    expect(pages().length).toBeGreaterThanOrEqual(3)

    // Search: a trimmed term, 100 entries, sent only after the 300 ms wait.
    const before = requests.length
    const typedAt = Date.now()
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).pressSequentially('  zephyr vault ', { delay: 20 })
    await expect.poll(() => requests.slice(before).some((r) => r.search === 'zephyr vault')).toBe(true)
    const searches = requests.slice(before).filter((r) => r.search !== null)
    // Nothing goes out before the 300 ms wait has passed; the final term is trimmed and asks for 100.
    expect(searches.every((r) => r.at - typedAt >= 300)).toBe(true)
    expect(searches[searches.length - 1]).toMatchObject({ search: 'zephyr vault', entries: '100', page: '1' })
    expect(searches.every((r) => r.search === r.search?.trim())).toBe(true)
    await expect.poll(() => items.count()).toBeGreaterThan(0)
    const names = await dialog.locator('[data-slot="all-wallets-item-name"]').allTextContents()
    expect(names.every((n) => n.toLowerCase().includes('zephyr vault'))).toBe(true)
    await page.screenshot({ path: join(artifactsDir, 'all-wallets-search-dark.png') })
    await page.close()
  })
})
