import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { journeyAppSource } from '../journeys/journey-host'
import { expectToMatchBaseline, settle } from '../support/visual'
import { overflowing, phoneArtifactsDir, smallTargets, startPhoneSession, widerThanViewport, type PhoneSession } from './phone-session'

// Issue 30: Farcaster sign-in on a phone (Chromium, 390×844, touch, an iPhone Safari user agent).
// A QR code would ask the phone to scan itself, so the view offers "Open Farcaster" (the approval
// link, in a new tab as the app's universal link would open) and waits. The view matches its
// phone baseline in both themes, has no target under 44 px and nothing wider than the viewport at
// 390 or 320 px; approved in the tab it opened, the page is connected with the Farcaster account.

let session: PhoneSession
beforeAll(async () => {
  session = await startPhoneSession(
    'e2e-mobile-farcaster',
    { appSource: journeyAppSource, items: ['email-login', 'social-login'] },
    { frame: true },
  )
}, 300_000)
afterAll(() => session?.stop())

describe('Farcaster sign-in on a phone (Chromium, iPhone)', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: no QR code; Open Farcaster opens the approval, and approved there the page is connected; the view fits at 390 and 320 px with 44 px targets (${theme})`, async () => {
      const { context, page } = await session.newPhone({ query: theme === 'light' ? '?theme=light' : '' })
      const dialog = page.getByRole('dialog')
      const sheet = page.locator('[data-slot="dialog-content"]')
      await page.getByRole('button', { name: 'Connect Wallet' }).tap()
      await dialog.getByRole('button', { name: 'Continue with Farcaster' }).tap()
      const open = dialog.getByRole('link', { name: 'Open Farcaster' })
      await open.waitFor()
      expect(await dialog.locator('[data-slot="connecting-farcaster-qr"]').count()).toBe(0)
      expect(await dialog.getByText('Waiting for approval in Farcaster…').count()).toBe(1)

      await settle(page, sheet)
      const findings: Record<string, string[]> = {}
      const past = async () => [...(await overflowing(page)), ...(await page.evaluate(widerThanViewport))]
      findings.overflow390 = await past()
      findings.targets = await smallTargets(page)
      await expectToMatchBaseline(page, sheet, `views/connecting-farcaster-${theme}-phone`)
      await page.setViewportSize({ width: 320, height: 844 })
      await settle(page, sheet)
      findings.overflow320 = await past()
      await sheet.screenshot({ path: join(phoneArtifactsDir, `phone-views-connecting-farcaster-${theme}-320.png`), scale: 'css' })
      await page.setViewportSize({ width: 390, height: 844 })
      expect(findings).toEqual({ overflow390: [], targets: [], overflow320: [] })

      // The approval opens in its own tab; the user approves there and comes back.
      const userName = `phone-${theme}-${Date.now()}`
      const [approval] = await Promise.all([context.waitForEvent('page'), open.tap()])
      await approval.waitForLoadState()
      expect(approval.url()).toBe(await open.getAttribute('href'))
      await approval.locator('input[name=userName]').fill(userName)
      await approval.getByRole('button', { name: 'Approve' }).click()
      await approval.locator('[data-slot=farcaster-approve-status][data-state=approved]').waitFor()
      await approval.close()
      await page.bringToFront()

      await page.locator('[data-slot="connect-button"][data-state="connected"]').waitFor()
      expect(await page.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify(userName))
      await expect.poll(() => page.getByTestId('address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await context.close()
    })
  }
})
