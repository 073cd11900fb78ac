import { join } from 'node:path'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactsDir, startSession, type Session } from '../support/session'
import { openModal } from './embedded-steps'
import { journeyAppSource } from './journey-host'

// A host made by the CLI with `walletkit add email-login`: Vite splits the auth connector into its
// own chunk, loaded when the e-mail form first shows. Here the network drops that chunk once,
// as a flaky connection does, and the form must say so (SPEC §8) and load on Try again.

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-email-load-failure', { host: { appSource: journeyAppSource, items: ['email-login'] }, services: ['frame'], thirdPartyStorage: true })
}, 240_000)
afterAll(() => session?.stop())

describe('e-mail login whose code fails to load', () => {
  test('behavior: "Unable to load email login dependency" with Try again instead of Loading… forever; Try again loads the form (both themes)', async () => {
    const dropped: string[] = []
    const drop = (route: Route) => (dropped.push(route.request().url()), route.abort('connectionreset'))
    const shots: string[] = []
    for (const theme of ['dark', 'light'] as const) {
      const page: Page = await session.browser.context.newPage()
      page.setDefaultTimeout(20_000)
      await page.route(/create-auth-connector[^/]*\.js/, drop)
      await page.goto(`${session.server.url}/?theme=${theme}`)
      await openModal(page)
      const login = page.getByRole('dialog').locator('[data-slot="email-login"]')
      const failed = login.locator('[data-slot="email-login-load-error"]')
      await failed.waitFor()
      expect(await failed.getAttribute('data-code')).toBe('FRAME_LOAD_FAILED')
      expect(await failed.getByRole('alert').textContent()).toBe('Unable to load email login dependency')
      expect(await login.locator('[data-slot="email-login-loading"]').count()).toBe(0)
      const shot = join(artifactsDir, `email-login-load-error-${theme}.png`)
      await page.getByRole('dialog').screenshot({ path: shot })
      shots.push(shot)
      await page.unroute(/create-auth-connector[^/]*\.js/, drop)
      await failed.getByRole('button', { name: 'Try again' }).click()
      await login.locator('input[type=email]').waitFor()
      expect(await failed.count()).toBe(0)
      await page.close()
    }
    expect(dropped.length).toBeGreaterThanOrEqual(2)
    expect(shots).toHaveLength(2)
  })
})
