import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'
import { hasPreview } from '../../apps/docs/components/preview/preview-names'

// The per-page checks of the docs-site e2e: previews, copy buttons, axe and the links each page
// holds. One walker (a tab) walks its share of the pages and files what it finds in a Visit.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

// Walkers in one browser share its clipboard: the reads of the real one take turns.
let clipboardTurn: Promise<unknown> = Promise.resolve()
function withClipboard<T>(run: () => Promise<T>): Promise<T> {
  const next = clipboardTurn.then(run)
  clipboardTurn = next.catch(() => undefined)
  return next
}

export type Visit = {
  consoleErrors: string[]
  failed: string[]
  previews: string[]
  violations: string[]
  registryViolations: string[]
  copies: number
  copyMismatches: string[]
  links: Set<string>
}

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
  const previews = await page
    .locator('[data-docs-preview]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ name: node.getAttribute('data-docs-preview') ?? '', slot: node.getAttribute('data-preview-slot') ?? '' })),
    )
  for (const { name, slot } of previews) {
    const preview = page.locator(`[data-docs-preview="${name}"]`)
    const view = preview.locator(`[data-slot="${slot}"]`).first()
    await view.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined)
    const shown = await view.isVisible()
    const failure = await preview.locator('[data-docs="preview-error"]').allInnerTexts()
    if (!shown || failure.length)
      visit.previews.push(`${path} ${name}: [data-slot="${slot}"] ${shown ? 'shown' : 'missing'} ${failure.join(' ')}`)
    const picker = preview.locator('[data-docs="preview-state"]')
    if (!(await picker.count())) continue
    const states = await picker.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    for (const state of states.slice(1)) {
      await picker.selectOption(state)
      // A registry element of this state's mount: not the docs' card, nor the modal header around it.
      const viewPart = `[data-docs="preview-mount"][data-state-index="${state}"] [data-slot]:not([data-slot^="docs-"]):not([data-slot^="modal-header"]):not([data-slot^="modal-notice"])`
      await preview
        .locator(`${viewPart}, [data-docs="preview-error"]`)
        .first()
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => undefined)
      const story = await preview
        .locator('[data-docs="preview-mount"]')
        .getAttribute('data-story')
        .catch(() => null)
      const errors = await preview.locator('[data-docs="preview-error"]').allInnerTexts()
      if (errors.length || !(await preview.locator(viewPart).count()))
        visit.previews.push(`${path} ${name} state ${story ?? state}: ${errors.join(' ') || 'no view mounted'}`)
    }
    await picker.selectOption(states[0] ?? '0')
  }
}

type CopyProbe = {
  /** What each click handed to navigator.clipboard.writeText, in order. */
  writes: string[]
  /** Whether writeText also reaches the system clipboard (only inside this walker's turn). */
  real: boolean
  /** The code a reader sees beside `button`: one line per Shiki line (innerText drops the empty ones). */
  shown(button: Element): string
  visible(node: Element): boolean
}
type ProbeWindow = Window & { __docsCopy?: CopyProbe }

/**
 * Clicks every copy button (opening each tab first) and compares what it copied with the code
 * shown. The clicks run inside the page, one after another, with no round trip per button.
 * Each click's text is read where the button hands it to the clipboard (navigator.clipboard.
 * writeText, wrapped in place): reading the system clipboard back after every click made the
 * walkers take turns and poll, 2,200 times a run. The wrapper passes writes through to the
 * clipboard only inside this walker's turn, when it is read once per page after a click on the
 * last button in view, so no other walker's click can overwrite what is read.
 */
async function expectCopies(page: Page, path: string, visit: Visit): Promise<void> {
  await page.evaluate(() => {
    const probeWindow = window as ProbeWindow
    if (probeWindow.__docsCopy) return
    const write = navigator.clipboard.writeText.bind(navigator.clipboard)
    const probe: CopyProbe = {
      writes: [],
      real: false,
      shown(button) {
        const pre = button.closest('figure')?.querySelector('pre')
        const lines = pre ? [...pre.querySelectorAll('.line')].map((line) => line.textContent ?? '') : []
        return lines.length ? lines.join('\n') : (pre?.textContent ?? '')
      },
      visible: (node) => node.getClientRects().length > 0,
    }
    probeWindow.__docsCopy = probe
    navigator.clipboard.writeText = (text: string) => {
      probe.writes.push(text)
      return probe.real ? write(text) : Promise.resolve()
    }
  })
  const triggers = page.locator('[role="tablist"] [role="tab"]')
  const tabCount = await triggers.count()
  let anyCopied = false
  for (let tab = -1; tab < tabCount; tab++) {
    if (tab >= 0) await triggers.nth(tab).click()
    const results = await page.evaluate(() => {
      const probe = (window as ProbeWindow).__docsCopy!
      const out: Array<{ shown: string; copied: string | null }> = []
      for (const button of document.querySelectorAll<HTMLButtonElement>('figure button[aria-label="Copy Text"]:not([data-docs-copied])')) {
        if (!probe.visible(button)) continue
        button.setAttribute('data-docs-copied', '')
        const before = probe.writes.length
        button.click()
        // The button writes in its click handler: nothing written by now is a button that copies nothing.
        out.push({ shown: probe.shown(button), copied: probe.writes.length > before ? (probe.writes.at(-1) ?? null) : null })
      }
      return out
    })
    for (const { shown, copied } of results) {
      visit.copies++
      if (copied === null) visit.copyMismatches.push(`${path}: a copy button copied nothing, shown ${JSON.stringify(shown.slice(0, 80))}`)
      else if (copied.replace(/\n+$/, '') !== shown.replace(/\n+$/, ''))
        visit.copyMismatches.push(`${path}: copied ${JSON.stringify(copied.slice(0, 80))}, shown ${JSON.stringify(shown.slice(0, 80))}`)
      else anyCopied = true
    }
  }
  if (!anyCopied) return
  const real = await withClipboard(() =>
    page.evaluate(async () => {
      const probe = (window as ProbeWindow).__docsCopy!
      const button = [...document.querySelectorAll<HTMLButtonElement>('figure button[aria-label="Copy Text"][data-docs-copied]')]
        .filter(probe.visible)
        .at(-1)
      if (!button) return null
      probe.real = true
      try {
        await navigator.clipboard.writeText('')
        button.click()
        let copied = ''
        for (let attempt = 0; attempt < 50 && copied === ''; attempt++) {
          copied = await navigator.clipboard.readText()
          if (copied === '') await new Promise((resolve) => setTimeout(resolve, 20))
        }
        return { shown: probe.shown(button), copied }
      } finally {
        probe.real = false
      }
    }),
  )
  if (real && real.copied.replace(/\n+$/, '') !== real.shown.replace(/\n+$/, ''))
    visit.copyMismatches.push(
      `${path}: the clipboard holds ${JSON.stringify(real.copied.slice(0, 80))}, shown ${JSON.stringify(real.shown.slice(0, 80))}`,
    )
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
    const loaded = Date.now()
    await expectPreviews(page, path, visit)
    const previewed = Date.now()
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
        .flatMap((v) =>
          v.nodes.map((node) => ({ rule: `${v.id} (${v.impact})`, target: node.target.join(' '), registry: inView(node.target) })),
        )
    })
    for (const { rule, target, registry } of found)
      (registry ? visit.registryViolations : visit.violations).push(`${path}: ${rule} at ${target}`)
    const checked = Date.now()
    await expectCopies(page, path, visit)
    const copied = Date.now()
    for (const href of await page.locator('a[href]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLAnchorElement).href))) {
      if (href.startsWith(baseUrl)) visit.links.add(href.slice(baseUrl.length))
    }
    if (process.env.DOCS_E2E_VERBOSE)
      console.info(
        `${path}: ${Date.now() - pageStarted} ms (load ${loaded - pageStarted}, previews ${previewed - loaded}, axe ${checked - previewed}, copies ${copied - checked})`,
      )
  }
  await page.close()
}
