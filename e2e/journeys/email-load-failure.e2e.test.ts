import { join } from 'node:path'
import type { Locator, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ImportRoots } from '../support/host-source'
import { artifactsDir, startSession, type Session } from '../support/session'
import { openModal } from './embedded-steps'
import { journeyAppSource } from './journey-host'

// A host made by the CLI with `walletkit add email-login`: Vite splits the auth connector into its
// own chunk, loaded when the e-mail form first shows. Here the network drops that chunk once,
// as a flaky connection does, and the form must say so (SPEC §8) and load on Try again.

/**
 * The journey host plus what a dapp's settings page does: a "Change e-mail" button opening the
 * modal on UpdateEmail. The kit's snackbar is put on window so a test can raise a notice while a
 * view shows, as the kit itself does (a failed balance, a frame notice).
 */
function settingsAppSource(roots: ImportRoots): string {
  const base = journeyAppSource(roots)
  const connectImport = `import { ConnectButton } from '${roots.components}/connect-button'`
  if (!base.includes(connectImport) || !base.includes('<WalletKitModal />'))
    throw new Error('the journey host no longer has the parts this host extends')
  return base
    .replace(
      connectImport,
      `${connectImport}
import { useEffect } from 'react'
import { useModal } from '${roots.hooks}/use-modal'
import { useWalletKitContext } from '${roots.hooks}/walletkit-context'

function ChangeEmailLink() {
  const { open } = useModal()
  const { kit } = useWalletKitContext('ChangeEmailLink')
  useEffect(() => void ((window as unknown as { __walletkitSnackbar?: unknown }).__walletkitSnackbar = kit.snackbar), [kit])
  return (
    <button type="button" data-testid="change-email" onClick={() => open({ view: 'UpdateEmail' })}>
      Change e-mail
    </button>
  )
}`,
    )
    .replace('<WalletKitModal />', '<ChangeEmailLink />\n        <WalletKitModal />')
}

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-email-load-failure', {
    host: { appSource: settingsAppSource, items: ['email-login'] },
    services: ['frame'],
    thirdPartyStorage: true,
  })
}, 240_000)
afterAll(() => session?.stop())

const chunk = /create-auth-connector[^/]*\.js/

/** Whether two boxes share any area (touching edges do not). */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The card's controls whose box the snackbar's box overlaps (visible ones only). */
async function controlsUnder(snackbar: Locator, card: Locator): Promise<string[]> {
  const box = await snackbar.boundingBox()
  if (!box) throw new Error('the snackbar is not shown')
  const hit: string[] = []
  for (const control of await card.locator('button, input, a[href], [role=button], [tabindex="0"]').all()) {
    const other = await control.boundingBox()
    if (other && (await control.isVisible()) && overlaps(box, other))
      hit.push((await control.textContent()) || (await control.getAttribute('aria-label')) || '?')
  }
  return hit
}

describe('e-mail login whose code fails to load', () => {
  test('behavior: "Unable to load email login dependency" with Try again instead of Loading… forever; Try again, clicked while a snackbar shows, loads the form (both themes)', async () => {
    const dropped: string[] = []
    const drop = (route: Route) => (dropped.push(route.request().url()), route.abort('connectionreset'))
    const shots: string[] = []
    for (const theme of ['dark', 'light'] as const) {
      const page: Page = await session.browser.context.newPage()
      page.setDefaultTimeout(20_000)
      await page.route(chunk, drop)
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
      // Connect's e-mail Try again is the card's last control too: a snackbar leaves every control free.
      await page.evaluate(() =>
        (window as unknown as { __walletkitSnackbar: { showSuccess(message: string): void } }).__walletkitSnackbar.showSuccess(
          'Address copied',
        ),
      )
      const snackbar = page.getByRole('dialog').locator('[data-slot="snackbar"]')
      await snackbar.waitFor()
      await page.getByRole('dialog').screenshot({ path: join(artifactsDir, `email-login-load-error-snackbar-${theme}.png`) })
      expect(await controlsUnder(snackbar, page.getByRole('dialog').locator('[data-slot="modal-card"]'))).toEqual([])
      await page.unroute(chunk, drop)
      await failed.getByRole('button', { name: 'Try again' }).click({ timeout: 1_000 })
      expect(await snackbar.isVisible()).toBe(true)
      await login.locator('input[type=email]').waitFor()
      expect(await failed.count()).toBe(0)
      await page.close()
    }
    expect(dropped.length).toBeGreaterThanOrEqual(2)
    expect(shots).toHaveLength(2)
  })

  // UpdateEmail waits on the same load. The modal's own Change e-mail (Account) needs a session
  // the embedded wallet restored, which needs this very chunk, so the view is opened the way a
  // host's settings page opens it. Its Try again is the card's last control: a snackbar shown
  // meanwhile (2.2 s) must leave it clickable, without Playwright's force.
  test('behavior: UpdateEmail shows the same error with Try again, clickable while the snackbar shows; Try again shows the new-address form (both themes)', async () => {
    let dropped = 0
    const drop = (route: Route) => (dropped++, route.abort('connectionreset'))
    for (const theme of ['dark', 'light'] as const) {
      const page: Page = await session.browser.context.newPage()
      page.setDefaultTimeout(20_000)
      await page.route(chunk, drop)
      await page.goto(`${session.server.url}/?theme=${theme}`)
      await page.getByTestId('change-email').click()
      const dialog = page.getByRole('dialog')
      const change = dialog.locator('[data-slot="email-login-change"]')
      const failed = change.locator('[data-slot="email-login-load-error"]')
      await failed.waitFor()
      expect(await failed.getAttribute('data-code')).toBe('FRAME_LOAD_FAILED')
      expect(await failed.getByRole('alert').textContent()).toBe('Unable to load email login dependency')
      expect(await change.locator('[data-slot="email-login-change-loading"]').count()).toBe(0)
      await dialog.screenshot({ path: join(artifactsDir, `update-email-load-error-${theme}.png`) })

      await page.evaluate(() =>
        (window as unknown as { __walletkitSnackbar: { showError(message: string): void } }).__walletkitSnackbar.showError(
          'Token Balance Unavailable',
        ),
      )
      const snackbar = dialog.locator('[data-slot="snackbar"]')
      await snackbar.waitFor()
      await dialog.screenshot({ path: join(artifactsDir, `update-email-load-error-snackbar-${theme}.png`) })
      expect(await controlsUnder(snackbar, dialog.locator('[data-slot="modal-card"]'))).toEqual([])
      await page.unroute(chunk, drop)
      // Well inside the snackbar's 2.2 s: a click the snackbar intercepted would wait it out instead.
      await failed.getByRole('button', { name: 'Try again' }).click({ timeout: 1_000 })
      expect(await snackbar.isVisible()).toBe(true)
      await change.getByRole('textbox', { name: 'New e-mail' }).waitFor()
      expect(await failed.count()).toBe(0)
      await page.close()
    }
    expect(dropped).toBeGreaterThanOrEqual(2)
  })
})
