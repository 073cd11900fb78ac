import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { axeViolations } from '../support/axe'
import { type CompiledHost, prepareCompiledHost } from '../support/compiled-css-host'
import { contrast, textColors } from '../support/contrast'
import { kitStyles as snapshot } from '../support/kit-styles'
import { serveStatic, type StaticServer } from '../support/static-server'
import { artifactsDir, type Session, startSession } from '../support/session'

// One devnet and one Chromium (the session, whose host is the Tailwind v4 path) for all three hosts.
let session: Session
const hosts: Record<'tailwind3' | 'plain', { host: CompiledHost; server: StaticServer } | undefined> = {
  tailwind3: undefined,
  plain: undefined,
}

beforeAll(async () => {
  session = await startSession('e2e-compiled-css-v4')
  for (const kind of ['tailwind3', 'plain'] as const) {
    const host = prepareCompiledHost(`e2e-compiled-css-${kind}`, kind)
    hosts[kind] = { host, server: await serveStatic(host.dist) }
  }
}, 600_000)
afterAll(async () => {
  for (const entry of Object.values(hosts)) await entry?.server.close()
  await session?.stop()
})

/** The focused element's look after the keyboard moved focus into the list (focus-visible:ring-2). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element) return undefined
    const style = getComputedStyle(element)
    return { slot: element.getAttribute('data-slot'), boxShadow: style.boxShadow, outline: style.outlineStyle }
  })

async function openConnect(url: string, theme: 'dark' | 'light') {
  const page = await session.browser.context.newPage()
  await page.goto(`${url}/${theme === 'light' ? '?theme=light' : ''}`)
  await page.locator('[data-slot="connect-button"]').click()
  await page
    .getByRole('dialog')
    .locator('[data-section="injected"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .waitFor()
  await page.mouse.move(0, 0)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  return page
}

const builtCss = (host: CompiledHost) => {
  const file = readdirSync(join(host.dist, 'assets')).find((name) => name.endsWith('.css'))
  return file ? readFileSync(join(host.dist, 'assets', file), 'utf8') : ''
}

describe('the compiled stylesheet in hosts on Tailwind 3 and without Tailwind', () => {
  test('behavior: init chose the compiled path, and Tailwind 3 really built its own meanings of the kit classes', () => {
    const tailwind3 = hosts.tailwind3!.host
    expect(tailwind3.cliOutput).toContain(`Tailwind 3.4.19 found: `)
    expect(hosts.plain!.host.cliOutput).toContain('No Tailwind found: ')
    // Tailwind 3 scanned the copied components: its unscoped v3 `outline-none` and ring utility are on the page.
    const css = builtCss(tailwind3)
    expect(css).toContain('.outline-none{outline-offset:2px;outline:2px solid #0000}')
    expect(css).toContain('.px-3{padding-left:.75rem;padding-right:.75rem}')
    expect(css).toMatch(/\.focus-visible\\:ring-2:focus-visible\{/)
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: the modal looks as on the Tailwind v4 path, element by element, readable and axe-clean (${theme})`, async () => {
      const reference = await openConnect(session.server.url, theme)
      const expected = await snapshot(reference)
      await reference.keyboard.press('Tab')
      const expectedFocus = await focused(reference)
      await reference.screenshot({ path: join(artifactsDir, `compiled-css-v4-${theme}.png`) })
      await reference.close()
      expect(expected.length).toBeGreaterThan(10)
      expect(expectedFocus?.boxShadow).not.toBe('none')

      for (const kind of ['tailwind3', 'plain'] as const) {
        const page = await openConnect(hosts[kind]!.server.url, theme)
        expect({ kind, elements: await snapshot(page) }).toEqual({ kind, elements: expected })
        await page.keyboard.press('Tab')
        expect({ kind, focus: await focused(page) }).toEqual({ kind, focus: expectedFocus })
        expect({ kind, axe: await axeViolations(page) }).toEqual({ kind, axe: [] })
        const title = page.getByRole('dialog').getByRole('heading').first()
        const colors = await textColors(title)
        expect({ kind, ...colors, readable: contrast(colors.fg, colors.bg) >= 4.5 }).toEqual({ kind, ...colors, readable: true })
        await page.screenshot({ path: join(artifactsDir, `compiled-css-${kind}-${theme}.png`) })
        if (kind === 'plain') {
          // The guide's way to restyle a part: a rule in @layer walletkit.overrides wins; an unlayered one is reverted.
          const button = await page
            .locator('[data-slot="connect-button"]')
            .first()
            .evaluate((el) => ({ letterSpacing: getComputedStyle(el).letterSpacing, textTransform: getComputedStyle(el).textTransform }))
          expect(button).toEqual({ letterSpacing: '3px', textTransform: 'none' })
        }
        // Scoped: the host's own page is not styled by the kit (no preflight reset of its heading).
        const heading = await page.locator('main h1').evaluate((el) => getComputedStyle(el).fontSize)
        expect({ kind, heading }).toEqual({ kind, heading: kind === 'plain' ? '32px' : '24px' })
        await page.close()
      }
    })
  }

  test('behavior: both hosts connect the Devnet Wallet through the modal and show its account', async () => {
    for (const kind of ['tailwind3', 'plain'] as const) {
      const page = await openConnect(hosts[kind]!.server.url, 'dark')
      const dialog = page.getByRole('dialog')
      await dialog
        .locator('[data-section="injected"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .click()
      await dialog.waitFor({ state: 'detached' })
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toMatch(/ETH$/)
      await page.screenshot({ path: join(artifactsDir, `compiled-css-${kind}-account.png`) })
      await page.close()
    }
  })
})
