import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { withExposedKit } from '../support/host-source'
import { expectToMatchBaseline, settle } from '../support/visual'
import { overflowing, startPhoneSession, widerThanViewport, type PhoneSession } from '../mobile/phone-session'
import { phoneViewsAppSource, phoneViewsItems } from '../mobile/phone-views-host'
import { walkPhoneViews, type ViewCheck } from '../mobile/walk-phone-views'
import { DEFAULT_LOCALE } from '../../registry/lib/format/locale'

// Issue 27, "how it is shown": every view a user reaches, in the pseudo-locale (every string
// accented and 40% longer, `walletkit add locale-pseudo`) and in Arabic (right to left), both
// themes, on a 360 px phone: the width of the desktop card, so the narrowest box a label gets.
// The walk goes in English; at each view the host switches the locale at run time (the view keeps
// its state) and the system colour scheme (themeMode 'system'), and each of the four is compared
// with its baseline (e2e/baselines/locale/) and searched for translated text that is cut, spills
// out of its box or pushes the sheet wider than the phone.

const locales = [
  // The pseudo-locale's text sits between ⟦ ⟧: an element whose text has one of them is the pack's.
  { tag: 'en-XA', dir: 'ltr', text: '[⟦⟧]' },
  { tag: 'ar', dir: 'rtl', text: '[\\u0600-\\u06FF]' },
] as const
const schemes = ['dark', 'light'] as const

let session: PhoneSession
beforeAll(async () => {
  session = await startPhoneSession(
    'e2e-locale-views',
    {
      items: [...phoneViewsItems, 'locale-pseudo', 'locale-ar'],
      appSource: (roots, mode) => withExposedKit(phoneViewsAppSource(roots, mode), roots),
    },
    { frame: true },
  )
}, 300_000)
afterAll(() => session?.stop())

/**
 * Runs in the page: the elements of the sheet whose own text is the locale's (matches `pattern`)
 * and is cut (wider or taller than a box that clips or ellipsises it) or spills out of its box.
 */
function cutText(pattern: string): string[] {
  const translated = new RegExp(pattern)
  const sheet = document.querySelector('[data-slot="dialog-content"]')
  if (!sheet) return ['no sheet']
  const found: string[] = []
  for (const element of sheet.querySelectorAll<HTMLElement>('*')) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (!own || !translated.test(own) || element.getClientRects().length === 0) continue
    const style = getComputedStyle(element)
    // Inline text has no box of its own; the screen-reader-only text (a 1×1 clip) is not seen.
    if (style.display === 'inline' || (element.clientWidth <= 1 && element.clientHeight <= 1)) continue
    const wide = element.scrollWidth > element.clientWidth + 1
    const tall = element.scrollHeight > element.clientHeight + 1
    const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
    const clipsY = style.overflowY !== 'visible' || style.getPropertyValue('-webkit-line-clamp') !== 'none'
    if (wide || (tall && clipsY)) {
      const how = wide ? (clipsX ? 'cut' : 'spills out') : 'cut below'
      found.push(
        `${element.tagName.toLowerCase()}[data-slot=${element.dataset['slot'] ?? ''}] ${how}: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight} "${own.slice(0, 40)}"`,
      )
    }
  }
  return found
}

type Findings = Record<string, string[]>

function localeChecker(page: Page, findings: Findings): ViewCheck {
  const root = page.locator('[data-slot="modal-root"]')
  const sheet = page.locator('[data-slot="dialog-content"]')
  const setLocale = (tag: string) => page.evaluate((locale) => window.__walletkit?.options.setLocale(locale), tag)
  return async (view: string, mask: Locator[] = []) => {
    for (const locale of locales) {
      await setLocale(locale.tag)
      await expect.poll(() => root.getAttribute('lang')).toBe(locale.tag)
      expect(await root.getAttribute('dir')).toBe(locale.dir)
      // The pack is a chunk of its own: its words are on screen once it has loaded.
      await expect.poll(() => sheet.evaluate((node, pattern) => new RegExp(pattern).test(node.textContent ?? ''), locale.text)).toBe(true)
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme })
        await expect.poll(() => root.getAttribute('data-wk-theme')).toBe(scheme)
        await settle(page, sheet)
        const problems = [
          ...(await page.evaluate(cutText, locale.text)),
          ...(await overflowing(page)),
          ...(await page.evaluate(widerThanViewport)),
        ]
        if (problems.length > 0) findings[`${view} ${locale.tag} ${scheme}`] = problems
        await expectToMatchBaseline(page, sheet, `locale/${view}-${locale.tag}-${scheme}`, { mask })
      }
    }
    await setLocale(DEFAULT_LOCALE)
    await expect.poll(() => root.getAttribute('lang')).toBe(DEFAULT_LOCALE)
    await page.emulateMedia({ colorScheme: 'dark' })
  }
}

describe('every view in the pseudo-locale and in Arabic (Chromium, 360 px phone)', () => {
  test('behavior: each view in en-XA and ar, dark and light, matches its baseline, and no translated text is cut, spills out of its box or widens the sheet', async () => {
    const findings: Findings = {}
    await walkPhoneViews(session, {
      name: 'locale-360',
      width: 360,
      query: '?theme=system',
      checker: (page) => localeChecker(page, findings),
    })
    expect(findings).toEqual({})
  })
})
