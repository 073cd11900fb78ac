import type { BrowserContext, Page } from 'playwright-core'

/**
 * Empties `origin`'s localStorage (then seeds it) from a blank document of that origin, so no app
 * script runs before it. Clearing on the app's own page and reloading races the app's restore: a
 * reconnect still in flight writes its keys again before the reload, and the page comes back
 * connected. An init script cannot do it either: the order of init scripts is not defined, and
 * the test wallets read their site memory in theirs.
 */
export async function clearOriginStorage(page: Page, origin: string, seed: Record<string, string> = {}): Promise<void> {
  const blank = `${origin}/__walletkit-e2e-blank__`
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }))
  await page.goto(blank)
  await page.evaluate((entries) => {
    localStorage.clear()
    for (const [key, value] of entries) localStorage.setItem(key, value)
  }, Object.entries(seed))
  await page.unroute(blank)
}

/** A new page of `context` at `url` as a first visit: nothing stored on its origin but `seed`. */
export async function pageWithCleanStorage(context: BrowserContext, url: string, seed: Record<string, string> = {}): Promise<Page> {
  const page = await context.newPage()
  await clearOriginStorage(page, new URL(url).origin, seed)
  await page.goto(url)
  return page
}

/** A new page of `context` at `url`; with `cleanStorage`, a first visit (see pageWithCleanStorage). */
export async function openPage(context: BrowserContext, url: string, options: { cleanStorage?: boolean } = {}): Promise<Page> {
  if (options.cleanStorage) return pageWithCleanStorage(context, url)
  const page = await context.newPage()
  await page.goto(url)
  return page
}
