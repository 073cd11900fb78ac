/**
 * One driver layer for the e2e suite's three engines, so a test runs the same steps in each:
 *
 * - `chromium`: Debian's Chromium through playwright-core (e2e/support/browser.ts), headless.
 * - `firefox`: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, headless.
 *   (playwright-core 1.65's BiDi Firefox, `channel: 'moz-firefox'`, stops at launch on ESR 153:
 *   `emulation.setMediaFeaturesOverride: unknown command`.)
 * - `webkit`: WebKitGTK 2.50 (Safari's engine) through WebKitWebDriver (W3C WebDriver, our own
 *   small client in webkit.ts); it launches MiniBrowser on an Xvfb shared by the test process.
 *
 * Every launch has a fresh profile deleted on close, and pages only reach 127.0.0.1 / localhost.
 * Share one browser per engine per test file (`launchEngine` in beforeAll, `close` in afterAll).
 *
 * The interface (types.ts):
 *   launchEngine(name, { viewport?, classicScrollbars?, reducedMotion?, thirdPartyStorage? }) -> EngineBrowser
 *   EngineBrowser: engine, newPage(), addInitScript(source) (not WebKit: supportsInitScripts),
 *                 window(urlPrefix | RegExp) -> EnginePage (a popup a page opened), close()
 *   EnginePage:   goto(url), url(), evaluate(fn, arg), waitForFunction(fn, arg, { timeout }),
 *                 waitForSelector(css) (visible), click(css) (once actionable: types.ts) and
 *                 type(css, text) (trusted input),
 *                 mouseMove(x, y), mouseClick(x, y, { clickCount }), mouseWheel(x, y, deltaY), mouseDown(), mouseUp()
 *                 (trusted pointer input at viewport coordinates), setViewport({ width, height }),
 *                 frame(urlPrefix | RegExp) -> EngineFrame, screenshot() -> PNG, close()
 *   EngineFrame:  url, evaluate, waitForFunction, waitForSelector, click, type (inside the iframe)
 *
 * Functions given to evaluate/waitForFunction run in the page: they close over nothing and take
 * one JSON-serialisable argument.
 */
import { launchChromiumEngine } from './chromium'
import { launchFirefoxEngine } from './firefox'
import type { EngineBrowser, EngineName, LaunchEngineOptions } from './types'
import { launchWebkitEngine } from './webkit'

export type {
  EngineBrowser,
  EngineContext,
  EngineFrame,
  EngineName,
  EnginePage,
  LaunchEngineOptions,
  MouseClickOptions,
  Viewport,
  WaitOptions,
} from './types'

export const engineNames: readonly EngineName[] = ['chromium', 'firefox', 'webkit']

/** WALLETKIT_E2E_ENGINES=firefox,webkit narrows the engines a multi-engine test runs in. */
export function selectedEngines(): readonly EngineName[] {
  const wanted = process.env.WALLETKIT_E2E_ENGINES?.split(',').map((s) => s.trim())
  return wanted ? engineNames.filter((e) => wanted.includes(e)) : engineNames
}

export function launchEngine(name: EngineName, options: LaunchEngineOptions = {}): Promise<EngineBrowser> {
  if (name === 'chromium') return launchChromiumEngine(options)
  if (name === 'firefox') return launchFirefoxEngine(options)
  return launchWebkitEngine(options)
}
