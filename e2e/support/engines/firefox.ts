import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Frame, type Page } from 'puppeteer-core'
import {
  actionable,
  defaultTimeout,
  defaultViewport,
  urlMatches,
  type EngineBrowser,
  type EngineContext,
  type EngineFrame,
  type EnginePage,
  type LaunchEngineOptions,
} from './types'

// Nothing leaves 127.0.0.1: no update, telemetry, remote-settings, captive-portal or
// safe-browsing traffic (on top of the preferences puppeteer sets for automation).
const quietPrefs: Record<string, unknown> = {
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.http.speculative-parallel-limit': 0,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/remote-settings',
  'toolkit.telemetry.enabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'extensions.getAddons.cache.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.startup.homepage_override.mstone': 'ignore',
}

function context(target: Page | Frame): EngineContext {
  return {
    url: async () => target.url(),
    evaluate: (fn, arg) => target.evaluate(fn as never, arg as never) as never,
    async waitForFunction(fn, arg, options) {
      await target.waitForFunction(fn as never, { timeout: options?.timeout ?? defaultTimeout, polling: 'raf' }, arg as never)
    },
    async waitForSelector(selector, options) {
      await target.waitForSelector(selector, { visible: true, timeout: options?.timeout ?? defaultTimeout })
    },
    async click(selector) {
      // As Playwright's click does: until the element can take it (actionable), then at its centre.
      await target.waitForFunction(actionable as never, { timeout: defaultTimeout, polling: 'raf' }, selector)
      await target.click(selector)
    },
    async type(selector, text) {
      await target.focus(selector)
      await target.type(selector, text)
    },
  }
}

/** Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, with a fresh profile. */
export async function launchFirefoxEngine(options: LaunchEngineOptions): Promise<EngineBrowser> {
  const viewport = options.viewport ?? defaultViewport
  const profile = mkdtempSync(join(tmpdir(), 'walletkit-firefox-'))
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    userDataDir: profile,
    defaultViewport: viewport,
    extraPrefsFirefox: {
      ...quietPrefs,
      ...(options.classicScrollbars ? { 'widget.gtk.overlay-scrollbars.enabled': false } : {}),
      ...(options.reducedMotion === 'reduce' ? { 'ui.prefersReducedMotion': 1 } : {}),
      ...(options.userAgent ? { 'general.useragent.override': options.userAgent } : {}),
    },
  })
  const initScripts: string[] = []
  const pages = new Set<Page>()
  const wrap = (page: Page): EnginePage => ({
    engine: 'firefox',
    ...context(page),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' })
    },
    setViewport: (v) => page.setViewport(v),
    mouseMove: (x, y) => page.mouse.move(x, y),
    mouseClick: (x, y, o) => page.mouse.click(x, y, { count: o?.clickCount ?? 1 }),
    async mouseWheel(x, y, deltaY) {
      await page.mouse.move(x, y)
      await page.mouse.wheel({ deltaY })
    },
    mouseDown: () => page.mouse.down(),
    mouseUp: () => page.mouse.up(),
    async frame(url, o): Promise<EngineFrame> {
      const frame = await page.waitForFrame((f) => f !== page.mainFrame() && urlMatches(f.url(), url), {
        timeout: o?.timeout ?? defaultTimeout,
      })
      return context(frame)
    },
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    async close() {
      pages.delete(page)
      await page.close()
    },
  })
  return {
    engine: 'firefox',
    supportsInitScripts: true,
    async addInitScript(source) {
      initScripts.push(source)
      await Promise.all([...pages].map((p) => p.evaluateOnNewDocument(source)))
    },
    async newPage() {
      const page = await browser.newPage()
      pages.add(page)
      for (const source of initScripts) await page.evaluateOnNewDocument(source)
      return wrap(page)
    },
    async window(url, o) {
      const target = await browser.waitForTarget((t) => t.type() === 'page' && urlMatches(t.url(), url), {
        timeout: o?.timeout ?? defaultTimeout,
      })
      const page = await target.page()
      if (!page) throw new Error(`the window at ${target.url()} has no page`)
      return wrap(page)
    },
    async close() {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
