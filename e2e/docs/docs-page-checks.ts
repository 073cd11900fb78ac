import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'
import { hasPreview } from '../../apps/docs/components/preview/preview-names'

// The per-page checks of the docs-site e2e: previews, copy buttons, axe and the links each page
// holds. One tab walks its share of the pages and files what it finds in a Visit.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

// The two tabs share one clipboard: copy checks take turns.
let clipboardTurn: Promise<unknown> = Promise.resolve()
function withClipboard<T>(run: () => Promise<T>): Promise<T> {
  const next = clipboardTurn.then(run)
  clipboardTurn = next.catch(() => undefined)
  return next
}

export type Visit = { consoleErrors: string[]; failed: string[]; previews: string[]; violations: string[]; registryViolations: string[]; copies: number; copyMismatches: string[]; links: Set<string> }

/**
 * An item page has its item's preview unless the item is on the no-preview list (then it says
 * why); every preview shows the data-slot its view renders in the first state, and every other
 * state of its picker mounts a view (a data-slot inside the mount) with no error.
 */
async function expectPreviews(page: Page, path: string, visit: Visit): Promise<void> {
  const item = /^\/docs\/items\/([^/]+)\/$/.exec(path)?.[1]
  if (item) {
    const expected = hasPreview(item) ? `[data-docs-preview="${item}"]` : '[data-docs="no-preview"]'
    if ((await page.locator(expected).count()) !== 1) visit.previews.push(`${path}: expected one ${expected}`)
  }
  const previews = await page.locator('[data-docs-preview]').evaluateAll((nodes) => nodes.map((node) => ({ name: node.getAttribute('data-docs-preview') ?? '', slot: node.getAttribute('data-preview-slot') ?? '' })))
  for (const { name, slot } of previews) {
    const preview = page.locator(`[data-docs-preview="${name}"]`)
    const view = preview.locator(`[data-slot="${slot}"]`).first()
    await view.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined)
    const shown = await view.isVisible()
    const failure = await preview.locator('[data-docs="preview-error"]').allInnerTexts()
    if (!shown || failure.length) visit.previews.push(`${path} ${name}: [data-slot="${slot}"] ${shown ? 'shown' : 'missing'} ${failure.join(' ')}`)
    const picker = preview.locator('[data-docs="preview-state"]')
    if (!(await picker.count())) continue
    const states = await picker.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    for (const state of states.slice(1)) {
      await picker.selectOption(state)
      // A registry element of this state's mount: not the docs' card, nor the modal header around it.
      const viewPart = `[data-docs="preview-mount"][data-state-index="${state}"] [data-slot]:not([data-slot^="docs-"]):not([data-slot^="modal-header"]):not([data-slot^="modal-notice"])`
      await preview.locator(`${viewPart}, [data-docs="preview-error"]`).first().waitFor({ state: 'attached', timeout: 15_000 }).catch(() => undefined)
      const story = await preview.locator('[data-docs="preview-mount"]').getAttribute('data-story').catch(() => null)
      const errors = await preview.locator('[data-docs="preview-error"]').allInnerTexts()
      if (errors.length || !(await preview.locator(viewPart).count())) visit.previews.push(`${path} ${name} state ${story ?? state}: ${errors.join(' ') || 'no view mounted'}`)
    }
    await picker.selectOption(states[0] ?? '0')
  }
}

/**
 * Clicks every copy button (opening each tab first) and compares the clipboard with the code
 * shown. The clicks run inside the page, one after another: a real click per button, without a
 * round trip per button, so pages with thirty files stay quick.
 */
async function expectCopies(page: Page, path: string, visit: Visit): Promise<void> {
  const triggers = page.locator('[role="tablist"] [role="tab"]')
  const tabCount = await triggers.count()
  for (let tab = -1; tab < tabCount; tab++) {
    if (tab >= 0) await triggers.nth(tab).click()
    const results = await withClipboard(() => page.evaluate(async () => {
      const out: Array<{ shown: string; copied: string }> = []
      const visible = (node: Element) => node.getClientRects().length > 0
      for (const button of document.querySelectorAll<HTMLButtonElement>('figure button[aria-label="Copy Text"]:not([data-docs-copied])')) {
        if (!visible(button)) continue
        button.setAttribute('data-docs-copied', '')
        // What the reader sees: one line per Shiki line (innerText drops the empty ones).
        const pre = button.closest('figure')?.querySelector('pre')
        const lines = pre ? [...pre.querySelectorAll('.line')].map((line) => line.textContent ?? '') : []
        const shown = lines.length ? lines.join('\n') : (pre?.textContent ?? '')
        await navigator.clipboard.writeText('')
        button.click()
        let copied = ''
        for (let attempt = 0; attempt < 50 && copied === ''; attempt++) {
          copied = await navigator.clipboard.readText()
          if (copied === '') await new Promise((resolve) => setTimeout(resolve, 20))
        }
        out.push({ shown, copied })
      }
      return out
    }))
    for (const { shown, copied } of results) {
      visit.copies++
      if (copied.replace(/\n+$/, '') !== shown.replace(/\n+$/, '')) visit.copyMismatches.push(`${path}: copied ${JSON.stringify(copied.slice(0, 80))}, shown ${JSON.stringify(shown.slice(0, 80))}`)
    }
  }
}

export async function visitPages(context: BrowserContext, baseUrl: string, paths: readonly string[], visit: Visit): Promise<void> {
  const page = await context.newPage()
  let current = ''
  page.on('console', (message) => message.type() === 'error' && visit.consoleErrors.push(`${current}: ${message.text()}`))
  page.on('pageerror', (error) => visit.consoleErrors.push(`${current}: ${error.message}`))
  page.on('response', (response) => response.status() >= 400 && visit.failed.push(`${current}: ${response.status()} ${response.url()}`))
  for (const path of paths) {
    current = path
    const pageStarted = Date.now()
    await page.goto(baseUrl + path, { waitUntil: 'load' })
    await expectPreviews(page, path, visit)
    // axe must measure colours at rest. Finishing the running transitions is not enough: one that
    // starts later (Fumadocs fades the table of contents' heading in when its IntersectionObserver
    // reports, late on a loaded machine) was caught at partial opacity. So no transition runs at all.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' })
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
    await page.addScriptTag({ content: axeSource })
    const found = await page.evaluate(async () => {
      type Result = { violations: Array<{ id: string; impact?: string; nodes: Array<{ target: string[] }> }> }
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe
      const result = await axe.run(document, { resultTypes: ['violations'] })
      // A node under a preview's data-wk-theme root is a registry view's, styled by walletkit.css.
      const inView = (target: string[]) => Boolean(document.querySelector(target.join(' '))?.closest('[data-docs-preview] [data-wk-theme]'))
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((node) => ({ rule: `${v.id} (${v.impact})`, target: node.target.join(' '), registry: inView(node.target) })))
    })
    for (const { rule, target, registry } of found) (registry ? visit.registryViolations : visit.violations).push(`${path}: ${rule} at ${target}`)
    await expectCopies(page, path, visit)
    for (const href of await page.locator('a[href]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLAnchorElement).href))) {
      if (href.startsWith(baseUrl)) visit.links.add(href.slice(baseUrl.length))
    }
    if (process.env.DOCS_E2E_VERBOSE) console.info(`${path}: ${Date.now() - pageStarted} ms`)
  }
  await page.close()
}
