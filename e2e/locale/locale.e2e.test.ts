import { join } from 'node:path'
import type { Page, Response } from 'playwright-core'
import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hostAppSource, withExposedKit } from '../support/host-source'
import { DEFAULT_LOCALE } from '../../registry/lib/format/locale'
import { stringsId } from '../../registry/lib/i18n/define-strings'
import { wholePack } from '../../registry/lib/i18n/locale-parts'
import { de as germanFirstPart } from '../../registry/lib/i18n/locales/de'
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

// Words only the first part of each pack has (the later parts say 'Wallet verbinden' in a longer phrase).
const german = 'Wallets durchsuchen'
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
      // The account's actions are in the pack's later part, which the switch fetches after the first.
      await expect.poll(() => dialog.locator('[data-slot="account-action"][data-route="Send"]').textContent()).toContain('Senden')
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

// Every English string of every strings module whose German differs: any of them on screen in
// the German modal is English shown before (or instead of) its translation.
const englishModules = import.meta.glob<Record<string, unknown>>(
  ['../../registry/components/*.strings.ts', '../../registry/components/modal/strings.ts'],
  { eager: true },
)
async function englishNotGerman(): Promise<Set<string>> {
  const german = (await wholePack(germanFirstPart)) as Record<string, unknown>
  const found = new Set<string>()
  const walk = (en: unknown, de: unknown) => {
    if (typeof en === 'string') return void (typeof de === 'string' && de !== en && en.trim().length > 1 && found.add(en.trim()))
    if (typeof en === 'object' && en !== null)
      for (const [key, value] of Object.entries(en)) walk(value, (de as Record<string, unknown> | undefined)?.[key])
  }
  for (const module of Object.values(englishModules))
    for (const strings of Object.values(module)) {
      if (typeof strings !== 'object' || strings === null) continue
      const id = stringsId(strings)
      if (id) walk(strings, german[id])
    }
  return found
}

// Runs in the page from navigation start: every text and label that appears inside the modal's
// root, as each mutation lands (before the frame that would paint it).
function recordModalText(): void {
  const seen = new Set<string>()
  ;(window as unknown as { __modalText: Set<string> }).__modalText = seen
  const take = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement
    if (!element?.closest('[data-slot="modal-root"]')) return
    const add = (text: string | null | undefined) => {
      if (text?.trim()) seen.add(text.trim())
    }
    if (node.nodeType === Node.TEXT_NODE) return add(node.textContent)
    for (const attribute of ['aria-label', 'placeholder', 'title']) add(element.getAttribute(attribute))
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
    for (let current = walker.nextNode(); current; current = walker.nextNode())
      if (current.nodeType === Node.TEXT_NODE) add(current.textContent)
      else for (const attribute of ['aria-label', 'placeholder', 'title']) add((current as Element).getAttribute(attribute))
  }
  new MutationObserver((records) => {
    for (const record of records) {
      take(record.target)
      for (const node of record.addedNodes) take(node)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
}

describe('a locale pack in parts (Chromium)', () => {
  test('behavior: with German active, up to connecting only the first part is fetched; the connection brings the later parts before Account opens; no English text is ever rendered in the modal', async () => {
    const english = await englishNotGerman()
    // The check can see English: the modal's Account title and the account view's Disconnect are in it.
    expect([...english]).toEqual(expect.arrayContaining(['Account', 'Disconnect', 'Connect Wallet', 'Loading']))
    const page = await session.newPage('?locale=de', { cleanStorage: true })
    await page.addInitScript(recordModalText)
    const scripts = recordScripts(page)
    await page.goto(page.url())
    // A phrase of each part alone: all-wallets-view (first), account-view (account), swap-view (actions).
    const first = german
    const account = 'Adresse kopieren'
    const actions = 'Swap abgeschlossen'

    const dialog = page.getByRole('dialog')
    await page.locator('[data-slot="connect-button"]').click()
    const entry = dialog
      .locator('[data-slot="wallet-section"]')
      .getByRole('button', { name: /Devnet Wallet/ })
      .first()
    await entry.waitFor()
    expect(await dialog.locator('[data-slot="modal-header-title"]').textContent()).toBe('Wallet verbinden')
    expect(await scriptsWith(scripts, first)).toEqual([expect.stringMatching(/^de-[\w-]+\.js$/)])
    // Up to connecting, the connected views' words stay on the server.
    expect(await scriptsWith(scripts, account)).toEqual([])
    expect(await scriptsWith(scripts, actions)).toEqual([])

    await entry.click()
    await dialog.waitFor({ state: 'detached' })
    // Connected: the closed modal renders the Account view ahead (hidden), which fetches the later
    // parts before the visitor opens it.
    await expect.poll(() => scriptsWith(scripts, account)).toHaveLength(1)
    await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
    await dialog.locator('[data-slot="account-view-name"]').waitFor()
    expect(await dialog.locator('[data-slot="modal-header-title"]').textContent()).toBe('Konto')
    expect(await dialog.locator('[data-slot="account-action"][data-route="Send"]').textContent()).toContain('Senden')
    // The later parts, each a chunk of its own, neither holding the first part's words.
    const accountChunks = await scriptsWith(scripts, account)
    const actionChunks = await scriptsWith(scripts, actions)
    expect(accountChunks).toEqual([expect.stringMatching(/^de-[\w-]+\.js$/)])
    expect(actionChunks).toEqual([expect.stringMatching(/^de-[\w-]+\.js$/)])
    expect(new Set([...(await scriptsWith(scripts, first)), ...accountChunks, ...actionChunks]).size).toBe(3)
    await page.screenshot({ path: join(artifactsDir, 'locale-parts-account-de.png') })

    await dialog.locator('[data-slot="account-action"][data-route="Send"]').click()
    await dialog.locator('[data-slot="send-view"][data-state="ready"]').waitFor()
    await expect.poll(() => dialog.locator('[data-slot="modal-header-title"]').textContent()).toBe('Senden')

    const seen = await page.evaluate(() => [...(window as unknown as { __modalText: Set<string> }).__modalText])
    expect(seen).toEqual(expect.arrayContaining(['Wallet verbinden', 'Konto', 'Trennen']))
    expect(seen.filter((text) => english.has(text))).toEqual([])
    await page.close()
  })
})
