import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { phoneArtifactsDir, overflowing, smallTargets, startPhoneSession, type PhoneSession } from './phone-session'

// Issue 30 item 3 in a real browser: Connect offers "Get one" when the Get a wallet view is
// installed; on an iPhone the view lists the catalogue's suggested wallets with their App Store
// link only (https, a new tab), fits the 390 px sheet with finger-sized targets in both themes,
// and Back returns to Connect.

let session: PhoneSession
beforeAll(async () => {
  session = await startPhoneSession('e2e-mobile-get-wallet', { items: ['get-wallet-view'] })
}, 300_000)
afterAll(() => session?.stop())

describe('Get a wallet (Chromium, iPhone)', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: from Connect to Get a wallet and back; App Store links only, https in a new tab; no overflow, 44 px targets (${theme})`, async () => {
      const { context, page } = await session.newPhone({ query: theme === 'light' ? '?theme=light' : '' })
      const dialog = page.getByRole('dialog')
      await page.getByRole('button', { name: 'Connect Wallet' }).tap()
      const getOne = dialog.locator('[data-slot="connect-get-wallet-action"]')
      await getOne.waitFor()
      await getOne.tap()

      const view = dialog.locator('[data-slot="get-wallet-view"]')
      await view.waitFor()
      await dialog.getByRole('heading', { name: 'Get a Wallet' }).waitFor()
      expect(await view.locator('[data-slot="get-wallet-points"] > li').count()).toBe(3)
      const wallets = view.locator('[data-slot="get-wallet-wallet"]')
      await wallets.first().waitFor()
      const count = await wallets.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(4)

      const links = view.locator('[data-slot="get-wallet-store-link"]')
      const stores = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({
          store: a.getAttribute('data-store'),
          href: (a as HTMLAnchorElement).href,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      )
      expect(stores.length).toBeGreaterThan(0)
      // An iPhone gets the App Store (and web apps), never Google Play.
      expect(stores.filter((s) => s.store === 'playStore')).toEqual([])
      expect(stores.some((s) => s.store === 'appStore')).toBe(true)
      for (const link of stores) {
        expect(link.href).toMatch(/^https:\/\//)
        expect(link.target).toBe('_blank')
        expect(link.rel).toContain('noopener')
      }
      // Each link says which wallet and which store, for a screen reader reading links out of context.
      const names = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('aria-label') ?? ''))
      for (const name of names) expect(name).toMatch(/^(Get .+ on the App Store|Open .+ on the web)$/)

      expect(await page.locator('[data-slot="modal-root"]').getAttribute('data-wk-theme')).toBe(theme)
      expect(await overflowing(page)).toEqual([])
      expect(await smallTargets(page)).toEqual([])
      await page.screenshot({ path: join(phoneArtifactsDir, `get-wallet-390-${theme}.png`) })

      await dialog.getByRole('button', { name: 'Back' }).tap()
      await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
      await getOne.waitFor()
      await context.close()
    })
  }
})
