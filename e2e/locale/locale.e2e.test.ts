import { join } from 'node:path'
import type { Page, Response } from 'playwright-core'
import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hostAppSource, withExposedKit } from '../support/host-source'
import { DEFAULT_LOCALE } from '../../registry/lib/format/locale'
import { openAccount } from '../support/open-account'
import { artifactsDir, startSession, type Session } from '../support/session'

// Issue 27 items 1-3 (text and numbers by locale) and the run-time switch: the host passes `locale` (here from
// the page's query); Account and Send format amounts and USD values in it, the modal says its
// language (lang), and switching the locale while Send is open re-renders it keeping what was typed.
// The host installed locale-de and locale-ar with the CLI: German and Arabic text arrive from their
// own chunks, fetched only once that locale is active; Arabic mirrors the modal.

let session: Session
const appSource: typeof hostAppSource = (roots) => {
  const source = withExposedKit(hostAppSource(roots), roots)
  const withLocale = source.replace(
    'theme={{ themeMode }}',
    "theme={{ themeMode }}\n      locale={new URLSearchParams(window.location.search).get('locale') ?? undefined}",
  )
  if (!withLocale.includes('locale={')) throw new Error('the shared host changed shape')
  return withLocale
}

beforeAll(async () => {
  session = await startSession('e2e-locale', { host: { items: ['send-view', 'locale-de', 'locale-ar'], appSource } })
}, 300_000)
afterAll(() => session?.stop())

describe('numbers in the host’s locale (Chromium)', () => {
  test('behavior: German amounts and lang on Account and Send; switched to en-US while Send is open, the typed amount and receiver stay', async () => {
    const [from, to] = session.devnet.evmAccounts
    const [primary] = session.devnet.evmChains
    if (!from || !to || !primary) throw new Error('devnet has dev accounts and a chain')
    const wei = await createPublicClient({ transport: http(primary.rpcUrl) }).getBalance({ address: from.address })
    const [whole = '0', fraction = ''] = formatEther(wei).split('.')
    const cut = fraction.slice(0, 3).replace(/0+$/, '')
    const german = `${Number(whole).toLocaleString('de')}${cut ? `,${cut}` : ''} ETH`
    const english = `${Number(whole).toLocaleString('en-US')}${cut ? `.${cut}` : ''} ETH`

    const page = await session.newPage('?locale=de')
    const dialog = await openAccount(page)
    expect(await page.locator('[data-slot="modal-root"]').getAttribute('lang')).toBe('de')
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toBe(german)
    await page.screenshot({ path: join(artifactsDir, 'locale-account-de.png') })

    // The German pack is installed, so the form is filled by its slots rather than its English labels.
    await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
    const view = dialog.locator('[data-slot="send-view"][data-state="ready"]')
    await view.waitFor()
    await dialog.locator('[data-slot="send-token-select-trigger"]').click()
    await dialog.locator('[data-slot="send-token-option"][data-token="ETH"]').click()
    await dialog.locator('[data-slot="send-view-amount"]').fill('0.5')
    await dialog.locator('[data-slot="send-receiver-input"]').fill(to.address)
    await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Senden')
    const balance = view.locator('[data-slot="send-view-balance"]')
    expect(await balance.textContent()).toContain(german.replace(' ETH', ''))
    await expect.poll(() => view.locator('[data-slot="send-view-fee-value"]').textContent()).toMatch(/^[\d.,]+\s\$$/)

    await page.evaluate((locale) => window.__walletkit?.options.setLocale(locale), DEFAULT_LOCALE)
    await expect.poll(() => page.locator('[data-slot="modal-root"]').getAttribute('lang')).toBe('en-US')
    await expect.poll(() => balance.textContent()).toContain(english.replace(' ETH', ''))
    expect(await view.locator('[data-slot="send-view-fee-value"]').textContent()).toMatch(/^\$[\d.,]+$/)
    expect(await dialog.getByLabel('Amount to send').inputValue()).toBe('0.5')
    expect(await dialog.getByLabel('Send to').inputValue()).toBe(to.address)
    expect(await view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
    await page.close()
  })
})

// The text of every JavaScript response the page received, so a test can tell which chunk a
// language's words came in and that none came before their locale was active.
function recordScripts(page: Page): Array<{ url: string; text: Promise<string> }> {
  const scripts: Array<{ url: string; text: Promise<string> }> = []
  page.on('response', (response: Response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), text: response.text().catch(() => '') })
  })
  return scripts
}

async function scriptsWith(scripts: Array<{ url: string; text: Promise<string> }>, words: string): Promise<string[]> {
  const found: string[] = []
  for (const script of scripts) if ((await script.text).includes(words)) found.push(script.url.split('/').pop() ?? script.url)
  return found
}

const german = 'Wallet verbinden'
const arabic = 'ربط المحفظة'

describe('text in the host’s locale (Chromium)', () => {
  test.each(['dark', 'light'])(
    'behavior: %s theme: English first with no locale chunk fetched; switched at run time to German, then Arabic (dir=rtl, Back on the right, the address LTR)',
    async (theme) => {
      const page = await session.newPage(`?theme=${theme}`)
      const scripts = recordScripts(page)
      const dialog = await openAccount(page)
      const root = page.locator('[data-slot="modal-root"]')
      const title = dialog.locator('[data-slot="modal-header-title"]')
      expect(await title.textContent()).toBe('Account')
      expect(await scriptsWith(scripts, german)).toEqual([])
      expect(await scriptsWith(scripts, arabic)).toEqual([])

      await page.evaluate(() => window.__walletkit?.options.setLocale('de'))
      await expect.poll(() => title.textContent()).toBe('Konto')
      expect(await dialog.locator('[data-slot="account-action"][data-route="Send"]').textContent()).toContain('Senden')
      expect(await root.getAttribute('dir')).toBe('ltr')
      expect(await scriptsWith(scripts, german)).toEqual([expect.stringMatching(/^de-[\w-]+\.js$/)])
      expect(await scriptsWith(scripts, arabic)).toEqual([])
      await page.screenshot({ path: join(artifactsDir, `locale-account-de-${theme}.png`) })

      await page.evaluate(() => window.__walletkit?.options.setLocale('ar'))
      await expect.poll(() => title.textContent()).toBe('الحساب')
      expect(await root.getAttribute('dir')).toBe('rtl')
      expect(await scriptsWith(scripts, arabic)).toEqual([expect.stringMatching(/^ar-[\w-]+\.js$/)])
      const name = dialog.locator('[data-slot="account-view-name"]')
      expect(await name.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
      expect(await name.textContent()).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$|^0x/)
      // The tabs mirror too: the first (tokens) sits right of the last (activity).
      const tabs = dialog.locator('[data-slot="tabs-trigger"]')
      const [first, last] = [await tabs.first().boundingBox(), await tabs.last().boundingBox()]
      if (!first || !last) throw new Error('the account tabs are laid out')
      expect(first.x).toBeGreaterThan(last.x)
      await page.screenshot({ path: join(artifactsDir, `locale-account-ar-${theme}.png`) })

      // Mirrored: in Send the Back button sits at the right edge of the header, its arrow flipped.
      await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
      await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
      await expect.poll(() => title.textContent()).toBe('إرسال')
      const back = dialog.getByRole('button', { name: 'رجوع' })
      const header = await dialog.locator('[data-slot="modal-header"]').boundingBox()
      const backBox = await back.boundingBox()
      if (!header || !backBox) throw new Error('the header and its Back button are laid out')
      expect(backBox.x + backBox.width / 2).toBeGreaterThan(header.x + header.width / 2)
      expect(await dialog.locator('[data-slot="modal-header-back-icon"]').evaluate((element) => getComputedStyle(element).scale)).toMatch(
        /^-1 1/,
      )
      const [, to] = session.devnet.evmAccounts
      if (!to) throw new Error('devnet has dev accounts')
      const receiver = dialog.locator('[data-slot="send-receiver-input"]')
      await receiver.fill(to.address)
      expect(await receiver.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
      expect(await dialog.locator('[data-slot="send-view-amount"]').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
      await page.screenshot({ path: join(artifactsDir, `locale-send-ar-${theme}.png`) })

      // Back to English at once (built in), the view and what was typed kept.
      await page.evaluate((locale) => window.__walletkit?.options.setLocale(locale), DEFAULT_LOCALE)
      await expect.poll(() => title.textContent()).toBe('Send')
      expect(await root.getAttribute('dir')).toBe('ltr')
      expect(await receiver.inputValue()).toBe(to.address)
      await page.close()
    },
  )
})
