import type { Page } from 'playwright-core'
import { launchChromium } from '../../e2e/support/browser'
import { iosUserAgent } from '../../e2e/mobile/phone-session'
import { closeModal, openTimingScript, timeOpen } from './open-timing'
import { recordScripts, type ScriptFetch } from './script-sizes'
import { watchRequests, watchScriptRequests } from './script-requests'

/** Chromium resolves no host but 127.0.0.1: peers that call home get an error, as offline. */
export const localOnlyArgs = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']

export type PageTarget = {
  url: string
  /** Scripts run before the page's own (e.g. the walletkit host's devnet URLs). */
  initScripts?: string[]
  /** No modal (the React-alone baseline): only the load is measured. */
  modal?: { listSelector: string; listText?: string; button: RegExp }
  warmOpens?: number
  /** Runs once the page has settled (e.g. connects a wallet); the page is then reloaded and settles again before the first open (the JS sizes then count both loads). */
  prepare?: (page: Page) => Promise<void>
  /** Opened as a phone (390×844, touch, iOS user agent): the modal is the bottom sheet. */
  phone?: boolean
}

export type PageFigures = {
  /** JS (gzip bytes on the wire) fetched until the load event. */
  loadJs: number
  /** JS fetched after the load event while the page was idle (preloading). */
  idleJs: number
  /** JS fetched from the click until the network was idle with the list shown. */
  openJs?: number
  coldOpenMs?: number
  warmOpensMs?: number[]
  scripts: ScriptFetch[]
  blockedHosts: string[]
}

// One idle period of the page's main thread (a string: transpilers add helpers the page lacks).
const idlePeriod = 'new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 10000 }))'

/**
 * Waits until the page has settled: the network idle, then an idle period of the main thread
 * (work a page queued for its idle time after the load event, such as a preload, has run by then;
 * on a loaded machine that can be after the network first went quiet), then the network quiet
 * again for what that work fetched, and one more idle period for what it rendered.
 */
async function settle(page: Page, network: ReturnType<typeof watchRequests>): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(idlePeriod)
  await network.quiet()
  await page.evaluate(idlePeriod)
}

async function openOnce(page: Page, target: PageTarget, index: number): Promise<number> {
  const modal = target.modal!
  return timeOpen(page, page.getByRole('button', { name: modal.button }).first(), index)
}

/**
 * Loads the page in a fresh Chromium profile (nothing cached, remote hosts unresolvable), waits
 * until the network is idle, then opens the modal cold, and `warmOpens` more times after
 * closing it with Escape. Figures come from Chromium: transfer sizes, Performance API marks.
 */
export async function measurePage(target: PageTarget): Promise<PageFigures> {
  const debug = (step: string) => process.env.BENCH_DEBUG && console.error(`[bench] ${new Date().toISOString().slice(11, 23)} ${step}`)
  const browser = await launchChromium({
    args: localOnlyArgs,
    ...(target.phone ? { viewport: { width: 390, height: 844 }, phone: { userAgent: iosUserAgent, deviceScaleFactor: 2 } } : {}),
  })
  try {
    const modal = target.modal
    if (modal) await browser.context.addInitScript(openTimingScript(modal.listSelector, modal.listText))
    for (const script of target.initScripts ?? []) await browser.context.addInitScript(script)
    const page = await browser.context.newPage()
    const scripts = recordScripts(page)
    // Any request counts while the page settles; after the click only scripts do (see below).
    const network = watchRequests(page)
    const scriptsLoading = watchScriptRequests(page)
    page.once('load', () => scripts.setPhase('idle'))
    await page.goto(target.url, { waitUntil: 'load' })
    debug('loaded')
    await settle(page, network)
    debug('network idle')
    if (target.prepare) {
      await target.prepare(page)
      await page.reload({ waitUntil: 'load' })
      await settle(page, network)
      debug('prepared, reloaded and settled')
    }
    const figures: PageFigures = { loadJs: await scripts.total('load'), idleJs: await scripts.total('idle'), scripts: [], blockedHosts: [] }
    if (modal) {
      scripts.setPhase('open')
      figures.coldOpenMs = await openOnce(page, target, 0)
      debug(`cold open ${figures.coldOpenMs.toFixed(1)} ms`)
      // The open phase is complete once no script is loading: its analytics beacon (POST /e) is
      // neither waited for nor a chunk. Not Playwright's networkidle, which is sticky after the load.
      await scriptsLoading.idle()
      figures.openJs = await scripts.total('open')
      scripts.setPhase('warm')
      figures.warmOpensMs = []
      for (let run = 0; run < (target.warmOpens ?? 20); run++) {
        await closeModal(page)
        debug('closed')
        figures.warmOpensMs.push(await openOnce(page, target, run + 1))
      }
    }
    figures.scripts = await scripts.settle()
    figures.blockedHosts = scripts.blockedHosts()
    return figures
  } finally {
    await browser.close()
  }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (index: number) => sorted[index] ?? Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}
