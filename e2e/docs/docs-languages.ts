import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { DEFAULT_LOCALE } from '../../registry/lib/format/locale'
import { wholePack } from '../../registry/lib/i18n/locale-parts'
import { ar as arFirst } from '../../registry/lib/i18n/locales/ar'
import { de as deFirst } from '../../registry/lib/i18n/locales/de'
import type { Browser } from '../support/browser'

// The packs whole: the Send view's words are in their later part (the connected account's views).
const [de, ar] = await Promise.all([wholePack(deFirst), wholePack(arFirst)])

// The docs site's language menus, as docs-site.e2e.test.ts runs them against its one build.

/** A preview's own Language menu: the pseudo-locale, German, Arabic right to left, English again, the view kept mounted. */
export async function checkPreviewLanguageMenu(browser: Browser, siteUrl: string, artifacts: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true })
  const page = await browser.context.newPage()
  await page.goto(`${siteUrl}/docs/items/connect-view/`)
  const preview = page.locator('[data-docs-preview="connect-view"]')
  const card = preview.locator('[data-slot="docs-view"]')
  await preview.locator('[data-slot="connect-view"]').waitFor()
  const menu = preview.locator('[data-docs="preview-locale"]')
  // English, the 20 locale packs and the pseudo-locale.
  expect(await menu.locator('option').count()).toBe(22)
  await menu.selectOption('en-XA')
  await preview.getByRole('button', { name: /^⟦Åļļ Ŵáļļéţš/ }).waitFor()
  await menu.selectOption('de')
  await preview.getByRole('button', { name: 'Alle Wallets' }).waitFor()
  expect([await card.getAttribute('lang'), await card.getAttribute('dir')]).toEqual(['de', 'ltr'])
  await menu.selectOption('ar')
  await preview.getByRole('button', { name: 'كل المحافظ' }).waitFor()
  expect([await card.getAttribute('lang'), await card.getAttribute('dir')]).toEqual(['ar', 'rtl'])
  await card.screenshot({ path: join(artifacts, 'docs-preview-locale-ar.png') })
  await menu.selectOption(DEFAULT_LOCALE)
  await preview.getByRole('button', { name: 'All Wallets' }).waitFor()
  expect(await card.getAttribute('dir')).toBe('ltr')
  await page.close()
}

/** The Site language menu: previews and the Strings section in German, kept on the next page; Arabic right to left. */
export async function checkSiteLanguageMenu(browser: Browser, siteUrl: string, artifacts: string): Promise<void> {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width: 1280, height: 900 })
  try {
    await page.goto(`${siteUrl}/docs/items/connect-view/`)
    const preview = page.locator('[data-docs-preview="connect-view"]')
    const card = preview.locator('[data-slot="docs-view"]')
    await preview.getByRole('button', { name: 'All Wallets' }).waitFor()
    // English alone: the Strings table has no third column.
    expect(await page.locator('[data-docs-string="allWallets"] td').count()).toBe(2)
    await page.locator('[data-docs="site-locale"]').selectOption('de')
    await preview.getByRole('button', { name: 'Alle Wallets' }).waitFor()
    expect(await card.getAttribute('lang')).toBe('de')
    const allWallets = page.locator('[data-docs-string="allWallets"] [data-docs="string-translated"]')
    await expect.poll(() => allWallets.textContent()).toBe(de['connect-view']?.allWallets)
    expect(await allWallets.getAttribute('lang')).toBe('de')
    expect(await page.locator('[data-docs="strings-locale"]').inputValue()).toBe('de')

    // Another item page, loaded afresh: German is remembered.
    await page.goto(`${siteUrl}/docs/items/send-view/`)
    // The static HTML says English; the stored choice applies once the page is hydrated.
    await expect.poll(() => page.locator('[data-docs="site-locale"]').inputValue()).toBe('de')
    const send = page.locator('[data-docs-preview="send-view"]')
    await expect.poll(() => send.locator('[data-slot="docs-view"]').getAttribute('lang')).toBe('de')
    await send.getByLabel(String(de['send-view']?.amountLabel)).first().waitFor()
    const retry = page.locator('[data-docs-string="retry"] [data-docs="string-translated"]')
    await expect.poll(() => retry.textContent()).toBe(de['send-view']?.retry)

    await page.locator('[data-docs="site-locale"]').selectOption('ar')
    await expect.poll(() => send.locator('[data-slot="docs-view"]').getAttribute('dir')).toBe('rtl')
    await send.getByLabel(String(ar['send-view']?.amountLabel)).first().waitFor()
    await expect.poll(() => retry.textContent()).toBe(ar['send-view']?.retry)
    expect([await retry.getAttribute('lang'), await retry.getAttribute('dir')]).toEqual(['ar', 'rtl'])
    // An amount inside an Arabic sentence stays a left-to-right island.
    const balance = page.locator('[data-docs-string="balance"] [data-docs="string-translated"]')
    expect(await balance.textContent()).toContain('\u20660.5 ETH\u2069')
    await page.locator('#strings').scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(artifacts, 'docs-strings-ar.png') })

    // The preview's own menu still picks its language; the site language stays Arabic.
    await send.locator('[data-docs="preview-locale"]').selectOption(DEFAULT_LOCALE)
    await expect.poll(() => send.locator('[data-slot="docs-view"]').getAttribute('dir')).toBe('ltr')
    await send.getByLabel('Amount to send').first().waitFor()
    expect(await page.locator('[data-docs="site-locale"]').inputValue()).toBe('ar')
  } finally {
    await page.evaluate(() => localStorage.removeItem('walletkit-docs-locale'))
    await page.close()
  }
}
