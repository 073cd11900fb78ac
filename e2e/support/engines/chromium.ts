import type { Frame, Page } from 'playwright-core'
import { launchChromium } from '../browser'
import {
  defaultTimeout,
  defaultViewport,
  urlMatches,
  type EngineBrowser,
  type EngineContext,
  type EngineFrame,
  type EnginePage,
  type LaunchEngineOptions,
} from './types'

function context(target: Page | Frame): EngineContext {
  return {
    url: async () => target.url(),
    evaluate: (fn, arg) => target.evaluate(fn as never, arg) as never,
    async waitForFunction(fn, arg, options) {
      await target.waitForFunction(fn as never, arg, { timeout: options?.timeout ?? defaultTimeout })
    },
    async waitForSelector(selector, options) {
      await target.waitForSelector(selector, { state: 'visible', timeout: options?.timeout ?? defaultTimeout })
    },
    click: (selector) => target.click(selector),
    async type(selector, text) {
      await target.focus(selector)
      await target.locator(selector).pressSequentially(text)
    },
  }
}

async function findFrame(page: Page, url: string | RegExp, timeout: number): Promise<Frame> {
  const deadline = Date.now() + timeout
  for (;;) {
    const found = page.frames().find((f) => f !== page.mainFrame() && urlMatches(f.url(), url))
    if (found) return found
    const left = deadline - Date.now()
    if (left <= 0) throw new Error(`no frame with URL ${String(url)} within ${timeout} ms`)
    await page.waitForEvent('framenavigated', { timeout: left }).catch(() => undefined)
  }
}

function wrap(page: Page): EnginePage {
  return {
    engine: 'chromium',
    ...context(page),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' })
    },
    setViewport: (v) => page.setViewportSize(v),
    mouseMove: (x, y) => page.mouse.move(x, y),
    mouseClick: (x, y, o) => page.mouse.click(x, y, { clickCount: o?.clickCount ?? 1 }),
    async mouseWheel(x, y, deltaY) {
      await page.mouse.move(x, y)
      await page.mouse.wheel(0, deltaY)
    },
    mouseDown: () => page.mouse.down(),
    mouseUp: () => page.mouse.up(),
    async frame(url, o): Promise<EngineFrame> {
      return context(await findFrame(page, url, o?.timeout ?? defaultTimeout))
    },
    screenshot: () => page.screenshot(),
    close: () => page.close(),
  }
}

/** Debian's Chromium through playwright-core (the same launcher as e2e/support/browser.ts). */
export async function launchChromiumEngine(options: LaunchEngineOptions): Promise<EngineBrowser> {
  const viewport = options.viewport ?? defaultViewport
  const browser = await launchChromium({
    viewport,
    reducedMotion: options.reducedMotion,
    showScrollbars: options.classicScrollbars,
    thirdPartyStorage: options.thirdPartyStorage ?? false,
    ...(options.userAgent ? { args: [`--user-agent=${options.userAgent}`] } : {}),
  })
  const first = browser.context.pages()
  return {
    engine: 'chromium',
    supportsInitScripts: true,
    async addInitScript(source) {
      await browser.context.addInitScript(source)
    },
    async newPage() {
      const page = await browser.context.newPage()
      await Promise.all(first.splice(0).map((p) => p.close()))
      return wrap(page)
    },
    async window(url, o) {
      const timeout = o?.timeout ?? defaultTimeout
      const deadline = Date.now() + timeout
      for (;;) {
        const found = browser.context.pages().find((p) => urlMatches(p.url(), url))
        if (found) return wrap(found)
        if (Date.now() > deadline) throw new Error(`no window with URL ${String(url)} within ${timeout} ms`)
        // A popup opens on about:blank and then navigates: look again at each new page or navigation.
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer)
            browser.context.off('page', done)
            for (const p of pages) p.off('framenavigated', done)
            resolve()
          }
          const pages = browser.context.pages()
          const timer = setTimeout(done, Math.max(0, deadline - Date.now()))
          browser.context.on('page', done)
          for (const p of pages) p.on('framenavigated', done)
        })
      }
    },
    close: () => browser.close(),
  }
}
