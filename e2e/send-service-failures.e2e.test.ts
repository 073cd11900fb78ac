import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { openAccount } from './support/open-account'
import { artifactsDir, startSession, type Session } from './support/session'
import { settle } from './support/visual'

// Blockchain API failures through the real modal (a 500 from a page route; the rest of devnet stays
// real). SPEC §8 'Token Balance Unavailable': the Account Tokens tab and the Send view say so
// instead of showing an empty wallet, and Try again counts down the 30 s retry block (kept per
// address and network: another network switched to loads at once). SPEC §5: a
// native EVM send needs the gas price; without one the Send button says the fee is unavailable
// (it used to be pressable and fail with the amount-and-receiver message), an ERC-20 send still works.
// SPEC §8 name service: a failed availability check says 'Error resolving name'.
let session: Session

beforeAll(async () => {
  session = await startSession('e2e-send-service-failures', { host: { items: ['send-view', 'register-name-view'] } })
}, 300_000)
afterAll(() => session?.stop())

/** A screenshot once fonts, images and finite animations (the view transition, the snackbar's exit) are done. */
async function shot(page: Page, name: string): Promise<void> {
  await settle(page, page.locator('body'))
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) })
}

/** A page whose requests to `path` fail while `failing.on` is true (the other services stay real). */
/**
 * The 30 s countdown read some time after `before` (taken before the balance call could fail): it
 * started at 30 and has run down no more than the time gone by since, however slow the machine.
 */
async function expectCountdownFrom30(retry: Locator, before: number): Promise<void> {
  const text = (await retry.textContent()) ?? ''
  const gone = Math.ceil((Date.now() - before) / 1000)
  expect(text).toMatch(/^Try again in \d+s$/)
  const seconds = Number(/^Try again in (\d+)s$/.exec(text)?.[1])
  expect(seconds).toBeLessThanOrEqual(30)
  expect(seconds).toBeGreaterThanOrEqual(30 - gone - 1)
}

async function pageWithFailing(path: RegExp, query: string, failing: { on: boolean }, hits: string[]): Promise<Page> {
  const page = await session.browser.context.newPage()
  // Playwright's clock from the first script on: time flows as usual, and the test can jump the 30 s block.
  await page.clock.install()
  await page.route(path, async (route) => {
    hits.push(route.request().url())
    if (failing.on)
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'service down' }) })
    return route.continue()
  })
  await page.goto(`${session.server.url}/${query}`)
  return page
}

describe('send-side service failures in Chromium', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: a failing balance call shows Token Balance Unavailable on Account and Send, Try again waits out the 30 s block (${theme})`, async () => {
      const failing = { on: true }
      const hits: string[] = []
      const before = Date.now()
      const page = await pageWithFailing(/\/v1\/account\/[^/]+\/balance/, theme === 'light' ? '?theme=light' : '', failing, hits)
      const dialog = await openAccount(page)

      const error = dialog.locator('[data-slot="account-view-tokens-error-text"]')
      await error.waitFor()
      expect(await error.textContent()).toBe('Token Balance Unavailable')
      expect(await dialog.locator('[data-slot="token-list-empty"]').count()).toBe(0)
      const retry = dialog.locator('[data-slot="account-view-tokens-retry"]')
      await expectCountdownFrom30(retry, before)
      expect(await retry.isDisabled()).toBe(true)
      expect(await page.locator('[data-slot="modal-root"]').getAttribute('data-wk-theme')).toBe(theme)
      // The snackbar says it too, over the card's bottom edge; the inline state stays after it closes.
      await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'hidden' })
      expect(await error.isVisible()).toBe(true)
      await shot(page, `balances-unavailable-account-${theme}`)

      // Send shows the same SPEC text; the block is shared (no second request inside it).
      const requestsBefore = hits.length
      await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
      const sendError = dialog.locator('[data-slot="send-view"][data-state="error"] [data-slot="send-view-error"]')
      await sendError.waitFor()
      expect(await sendError.textContent()).toBe('Token Balance Unavailable')
      const sendRetry = dialog.locator('[data-slot="send-view-retry"]')
      expect(await sendRetry.isDisabled()).toBe(true)
      expect(await sendRetry.textContent()).toMatch(/^Try again in \d+s$/)
      expect(hits.length).toBe(requestsBefore)
      await dialog.locator('[data-slot="snackbar"]').waitFor({ state: 'hidden' })
      await shot(page, `balances-unavailable-send-${theme}`)

      // After 30 s the button works again; the service is back, so the tokens load.
      failing.on = false
      await page.clock.fastForward(31_000)
      await expect.poll(() => sendRetry.textContent(), { timeout: 10_000 }).toBe('Try again')
      await sendRetry.click()
      await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
      expect(hits.length).toBeGreaterThan(requestsBefore)
      await page.close()
    })

    test(`behavior: the balance block holds only the failed network: switched to Devnet 31338 inside the 30 s its tokens load, back on 31337 the error and countdown are still there (${theme})`, async () => {
      const FAILED = 'eip155:31337'
      const failing = { on: true }
      const before = Date.now()
      const page = await session.browser.context.newPage()
      await page.clock.install()
      const asked: string[] = []
      await page.route(/\/v1\/account\/[^/]+\/balance/, async (route) => {
        const chainId = new URL(route.request().url()).searchParams.get('chainId') ?? ''
        asked.push(chainId)
        if (failing.on && chainId === FAILED)
          return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'service down' }) })
        return route.continue()
      })
      await page.goto(`${session.server.url}/${theme === 'light' ? '?theme=light' : ''}`)
      const dialog = await openAccount(page)
      const error = dialog.locator('[data-slot="account-view-tokens-error-text"]')
      const retry = dialog.locator('[data-slot="account-view-tokens-retry"]')
      const networkButton = dialog.locator('[data-slot="account-view-network"]')
      const switchTo = async (caipNetworkId: string, name: string) => {
        await networkButton.click()
        await dialog.locator(`[data-slot="networks-view"] [data-network="${caipNetworkId}"]`).click()
        await expect.poll(() => networkButton.textContent(), { timeout: 15_000 }).toBe(name)
      }
      await error.waitFor()
      await expectCountdownFrom30(retry, before)

      // 10 s into the block the user switches network: it is asked for at once and its tokens show.
      await page.clock.fastForward(10_000)
      await switchTo('eip155:31338', 'Devnet 31338')
      await dialog.locator('[data-slot="token-list-item"][data-symbol="ETH"]').waitFor({ timeout: 15_000 })
      expect(asked).toContain('eip155:31338')
      expect(await error.count()).toBe(0)
      await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/ ETH$/)
      await shot(page, `balances-other-network-loads-${theme}`)

      // Back on the failed network: no new request, its error again, the countdown where it was (not 30 s anew).
      const failedAsks = asked.filter((c) => c === FAILED).length
      await switchTo(FAILED, 'Devnet 31337')
      await error.waitFor()
      expect(await error.textContent()).toBe('Token Balance Unavailable')
      expect(await retry.isDisabled()).toBe(true)
      const seconds = Number(/^Try again in (\d+)s$/.exec((await retry.textContent()) ?? '')?.[1])
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(20)
      expect(asked.filter((c) => c === FAILED).length).toBe(failedAsks)
      await shot(page, `balances-failed-network-still-blocked-${theme}`)

      // Once the first failure's 30 s are over, Try again asks again; the service is back.
      failing.on = false
      await page.clock.fastForward(21_000)
      await expect.poll(() => retry.textContent(), { timeout: 10_000 }).toBe('Try again')
      await retry.click()
      await dialog.locator('[data-slot="token-list-item"][data-symbol="ETH"]').waitFor({ timeout: 15_000 })
      expect(asked.filter((c) => c === FAILED).length).toBeGreaterThan(failedAsks)
      await page.close()
    })

    test(`behavior: without a gas price a native send is not offered (Network fee unavailable), an ERC-20 send is (${theme})`, async () => {
      const hits: string[] = []
      const failing = { on: true }
      const page = await pageWithFailing(/\/v1\/convert\/gas-price/, theme === 'light' ? '?theme=light' : '', failing, hits)
      const dialog = await openAccount(page)
      await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
      await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
      await dialog.getByRole('textbox', { name: 'Amount to send' }).fill('0.01')
      await dialog.getByRole('textbox', { name: 'Send to' }).fill(session.devnet.evmAccounts[1]!.address)
      const submit = dialog.locator('[data-slot="send-view-submit"]')
      await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Network fee unavailable')
      expect(await submit.isDisabled()).toBe(true)
      expect(hits.length).toBeGreaterThan(0)
      await shot(page, `send-fee-unavailable-${theme}`)

      // An ERC-20 transfer needs no gas price from the API (SPEC §5): the button is Send again.
      await dialog.locator('[data-slot="send-token-select-trigger"]').click()
      await dialog.locator('[data-slot="send-token-option"][data-token="DUSD"]').click()
      // Another token starts from an empty amount.
      await dialog.getByRole('textbox', { name: 'Amount to send' }).fill('1')
      await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Send')
      expect(await submit.isDisabled()).toBe(false)

      // Back on ETH: once the 30 s block is over the gas price is asked again by itself, and the service is back.
      await dialog.locator('[data-slot="send-token-select-trigger"]').click()
      await dialog.locator('[data-slot="send-token-option"][data-token="ETH"]').click()
      await dialog.getByRole('textbox', { name: 'Amount to send' }).fill('0.01')
      await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Network fee unavailable')
      const asked = hits.length
      failing.on = false
      await page.clock.fastForward(31_000)
      await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Send')
      expect(hits.length).toBeGreaterThan(asked)
      expect(await dialog.locator('[data-slot="send-view-gas-price"]').textContent()).toMatch(/ gwei$/)
      await page.close()
    })

    test(`behavior: a failing name lookup on RegisterAccountName says Error resolving name and offers no Register (${theme})`, async () => {
      const hits: string[] = []
      const page = await pageWithFailing(/\/v1\/profile\/account\/[^/?]+/, theme === 'light' ? '?theme=light' : '', { on: true }, hits)
      const dialog = await openAccount(page)
      await dialog.locator('[data-slot="account-action"][data-route="RegisterAccountName"]').click()
      await dialog.getByRole('heading', { name: 'Choose Name' }).waitFor()
      await dialog.locator('[data-slot="register-account-name-input"]').fill(`down-${theme}`)
      const line = dialog.locator('[data-slot="register-account-name-availability"]')
      await expect.poll(() => line.getAttribute('data-availability'), { timeout: 10_000 }).toBe('error')
      expect(await line.textContent()).toBe('Error resolving name')
      expect(await dialog.locator('[data-slot="register-account-name-submit"]').isDisabled()).toBe(true)
      expect(hits.some((url) => url.includes(`/v1/profile/account/down-${theme}.reown.id`))).toBe(true)
      await shot(page, `register-name-lookup-failed-${theme}`)
      await page.close()
    })
  }
})
