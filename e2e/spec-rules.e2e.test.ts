import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { hostAppSource, withNetworkFields } from './support/host-source'
import { artifactsDir, startSession, type Session } from './support/session'

// SPEC §7/§9 rules seen in the browser: catalogue images (issue 19) and the restricted timezones.
let session: Session

beforeAll(async () => {
  session = await startSession('e2e-spec-rules', {
    host: {
      items: ['onramp-view'],
      // The host's networks name a catalogue image id, as the built-in networks do.
      appSource: (roots) => withNetworkFields(hostAppSource(roots), "assets: { imageId: 'devnet-' + String(chain.chainId) }"),
    },
  })
})
afterAll(() => session?.stop())

/** A page whose Intl reports `timeZone` from the first script on (what Playwright's timezoneId sets, per page through CDP). */
async function pageIn(timeZone: string): Promise<Page> {
  const page = await session.browser.context.newPage()
  const cdp = await session.browser.context.newCDPSession(page)
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: timeZone })
  await page.goto(`${session.server.url}/`)
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timeZone)
  return page
}

async function openAccount(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  // After a disconnect the wallet is listed under Recent rather than Installed: either will do.
  await dialog
    .getByRole('button', { name: /Devnet Wallet/ })
    .first()
    .click()
  await dialog.waitFor({ state: 'detached' })
  await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  await dialog.locator('[data-slot="account-view-name"]').waitFor()
  return dialog
}

/** Disconnects from Account, so the next page of this browser context starts signed out. */
async function disconnect(page: Page, dialog: Locator): Promise<void> {
  if (!(await dialog.locator('[data-slot="account-view-disconnect"]').isVisible())) {
    await page.keyboard.press('Escape')
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  }
  await dialog.locator('[data-slot="account-view-disconnect"]').click()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
}

/** The image has loaded (a decoded picture, not the broken-image box). */
const loaded = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)

describe('SPEC rules in Chromium', () => {
  test('behavior: Account network button, token rows and the Networks view show the catalogue images from devnet', async () => {
    const page = await pageIn('Europe/Berlin')
    const dialog = await openAccount(page)
    const services = session.devnet.urls.services
    const [primary] = session.devnet.evmChains
    if (!primary) throw new Error('devnet runs EVM chains')

    const networkImage = dialog.locator('[data-slot="account-view-network-image"] img')
    await networkImage.waitFor()
    expect(await networkImage.getAttribute('src')).toMatch(new RegExp(`^${services}/public/getAssetImage/devnet-${primary.chainId}\\?`))
    await expect.poll(() => loaded(networkImage)).toBe(true)

    const tokenImages = dialog.locator('[data-slot="token-list-item"] [data-slot="wallet-image-img"]')
    await expect.poll(() => tokenImages.count()).toBeGreaterThan(0)
    for (const img of await tokenImages.all()) {
      expect(await img.getAttribute('src')).toMatch(/\/public\/getTokenImage\/[A-Z]+/)
      expect(new URL((await img.getAttribute('src')) ?? '').host).toBe(new URL(services).host)
      await expect.poll(() => loaded(img)).toBe(true)
    }
    expect(await dialog.locator('[data-slot="token-list-item"] [data-slot="wallet-image-fallback"]').count()).toBe(0)

    await dialog.locator('[data-slot="account-view-network"]').click()
    await dialog.getByRole('heading', { name: 'Choose Network' }).waitFor()
    for (const chain of session.devnet.evmChains) {
      const img = dialog.locator(`[data-network="eip155:${chain.chainId}"] img`)
      await img.waitFor()
      expect(await img.getAttribute('src')).toMatch(new RegExp(`^${services}/public/getAssetImage/devnet-${chain.chainId}\\?`))
      await expect.poll(() => loaded(img)).toBe(true)
    }
    await page.screenshot({ path: `${artifactsDir}/spec-rules-networks-images.png` })
    await disconnect(page, dialog)
    await page.close()
  })

  test('behavior: the on-ramp (Buy) is offered in Europe/Berlin, with currency and token images, and absent in Asia/Shanghai', async () => {
    const berlin = await pageIn('Europe/Berlin')
    const open = await openAccount(berlin)
    await open.locator('[data-slot="account-action"][data-route="OnRamp"]').waitFor()
    expect(await open.locator('[data-slot="account-action"][data-route="OnRamp"]').textContent()).toBe('Buy')
    // OnRamp itself: the payment currencies and assets carry the catalogue's currency and token images.
    await open.locator('[data-slot="account-action"][data-route="OnRamp"]').click()
    const currencyImage = open.locator('[data-slot="onramp-choice-image"] img[src*="/public/getCurrencyImage/"]').first()
    await currencyImage.waitFor()
    expect(new URL((await currencyImage.getAttribute('src')) ?? '').host).toBe(new URL(session.devnet.urls.services).host)
    await expect.poll(() => loaded(currencyImage)).toBe(true)
    const assetImage = open.locator('[data-slot="onramp-choice-image"] img[src*="/public/getTokenImage/"]').first()
    await assetImage.waitFor()
    await expect.poll(() => loaded(assetImage)).toBe(true)
    await berlin.screenshot({ path: `${artifactsDir}/spec-rules-onramp-images.png` })
    await disconnect(berlin, open)
    await berlin.close()

    const shanghai = await pageIn('Asia/Shanghai')
    const restricted = await openAccount(shanghai)
    // The Account view has rendered (its network button and token rows, same render as the actions) before the absence check.
    await restricted.locator('[data-slot="account-view-network"]').waitFor()
    await restricted.locator('[data-slot="token-list-item"]').first().waitFor()
    expect(await restricted.locator('[data-slot="account-action"][data-route="OnRamp"]').count()).toBe(0)
    expect(await restricted.getByRole('button', { name: 'Buy' }).count()).toBe(0)
    await shanghai.screenshot({ path: `${artifactsDir}/spec-rules-restricted-timezone.png` })
    await disconnect(shanghai, restricted)
    await shanghai.close()
  })
})
