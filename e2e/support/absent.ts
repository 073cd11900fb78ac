import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * That `locator` matches nothing, looked at again and again over `windowMs` (a single look right
 * after a reload would pass before a late dialog opens). Fails as soon as it matches once.
 *
 * @example
 * await page.reload()
 * await expectAbsentFor(page.getByRole('dialog'))
 */
export async function expectAbsentFor(locator: Locator, windowMs = 2_000): Promise<void> {
  const until = Date.now() + windowMs
  let seen = 0
  await expect
    .poll(
      async () => {
        seen = Math.max(seen, await locator.count())
        return seen > 0 || Date.now() >= until
      },
      { timeout: windowMs + 30_000, interval: 100 },
    )
    .toBe(true)
  expect(seen, `${locator} appeared within ${windowMs} ms`).toBe(0)
}
