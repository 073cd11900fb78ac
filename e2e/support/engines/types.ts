export type EngineName = 'chromium' | 'firefox' | 'webkit'
export type Viewport = { width: number; height: number }

export type LaunchEngineOptions = {
  /** The page's viewport (CSS px); 1024x800 unless given. */
  viewport?: Viewport
  /**
   * Scrollbars that take room, as on Windows and Linux desktops: Chromium shows them (headless hides
   * them otherwise), Firefox turns off GTK overlay scrollbars. WebKitGTK keeps overlay scrollbars
   * (as Safari does by default; neither GTK_OVERLAY_SCROLLING=0 nor gtk-overlay-scrolling in
   * settings.ini changed MiniBrowser 2.50 under Xvfb).
   */
  classicScrollbars?: boolean
  reducedMotion?: 'reduce' | 'no-preference'
  /** The browser's user agent string (a phone's, for the kit's mobile paths); the engine's own unless given. */
  userAgent?: string
  /**
   * Chromium only: an iframe keeps its cross-site storage, as in a default Chrome profile (Debian's
   * Chromium blocks it). Firefox and WebKit partition an iframe's storage by top-level site by
   * default, which keeps it across reloads of the same page: nothing to set there.
   */
  thirdPartyStorage?: boolean
}

/** Options of every wait; the default timeout is 30 s. */
export type WaitOptions = { timeout?: number }

/** What a page and a frame inside it both offer. Functions run in the page, so they close over nothing. */
export interface EngineContext {
  /** The document's URL. */
  url(): Promise<string>
  /** Runs `fn(arg)` in the document and returns its (JSON-serialisable, awaited) result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>
  /** Resolves once `fn(arg)` returns a truthy value in the document. */
  waitForFunction<A = undefined>(fn: (arg: A) => unknown, arg?: A, options?: WaitOptions): Promise<void>
  /** Resolves once an element matching the CSS selector is attached and visible. */
  waitForSelector(selector: string, options?: WaitOptions): Promise<void>
  /** A trusted mouse click at the centre of the (visible) element, scrolled into view first. */
  click(selector: string): Promise<void>
  /** Focuses the element and types `text` with trusted key events. */
  type(selector: string, text: string): Promise<void>
}

export interface EngineFrame extends EngineContext {}

export type MouseClickOptions = { clickCount?: number }

export interface EnginePage extends EngineContext {
  readonly engine: EngineName
  /** Navigates and resolves after the load event. */
  goto(url: string): Promise<void>
  setViewport(viewport: Viewport): Promise<void>
  /** Trusted pointer input at viewport coordinates (CSS px) of the top-level page. */
  mouseMove(x: number, y: number): Promise<void>
  mouseClick(x: number, y: number, options?: MouseClickOptions): Promise<void>
  /** A trusted wheel turn of `deltaY` px with the pointer at (x, y) (viewport coordinates). */
  mouseWheel(x: number, y: number, deltaY: number): Promise<void>
  mouseDown(): Promise<void>
  mouseUp(): Promise<void>
  /** The first (i)frame whose URL starts with `url` (string) or matches it (RegExp), waited for. */
  frame(url: string | RegExp, options?: WaitOptions): Promise<EngineFrame>
  /** PNG of the viewport. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

export interface EngineBrowser {
  readonly engine: EngineName
  /** A new tab (window in WebKit) with the launch viewport. */
  newPage(): Promise<EnginePage>
  /**
   * A script that runs before any page script in every later document (Chromium and Firefox).
   * WebKit's WebDriver has no such hook: `supportsInitScripts` is false there; serve the script
   * in the page instead (serveStatic's `headHtml`).
   */
  readonly supportsInitScripts: boolean
  addInitScript(source: string): Promise<void>
  /**
   * A top-level window a page opened (a `window.open` popup) once its URL starts with `url`
   * (string) or matches it (RegExp), waited for; driven like a page, with its own viewport. A
   * window that closes itself needs no close().
   */
  window(url: string | RegExp, options?: WaitOptions): Promise<EnginePage>
  close(): Promise<void>
}

export const defaultViewport: Viewport = { width: 1024, height: 800 }
export const defaultTimeout = 30_000

export function urlMatches(url: string, wanted: string | RegExp): boolean {
  return typeof wanted === 'string' ? url.startsWith(wanted) : wanted.test(url)
}

/**
 * Whether a click at the element's centre would reach it now, and still will in a moment: what a
 * driver's click waits for. The element is attached, visible and not disabled; nothing in the
 * document is easing (a finite animation or transition: the modal eases its height between views,
 * and its centred card then moves every element in it); its box is the same two frames apart; and
 * the element itself (or a child) is what is hit at its centre. A click measured mid-move landed
 * beside its element, on the overlay, and closed the modal (WebKit, 2 of 3 runs). Runs in the page
 * (self-contained, given to waitForFunction).
 */
export async function actionable(selector: string): Promise<boolean> {
  const el = document.querySelector(selector)
  if (!el || el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden' || el.matches(':disabled')) return false
  // A window that paints no frames still polls (every 50 ms).
  const frame = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => resolve(undefined))
      setTimeout(resolve, 50)
    })
  const easing = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
  const before = JSON.stringify(el.getBoundingClientRect())
  await frame()
  await frame()
  if (!el.isConnected || easing() || JSON.stringify(el.getBoundingClientRect()) !== before) return false
  const box = el.getBoundingClientRect()
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
    // Off screen: into view first, as a click does, and look again.
    el.scrollIntoView({ block: 'center', inline: 'center' })
    return false
  }
  const hit = document.elementFromPoint(x, y)
  return hit !== null && (hit === el || el.contains(hit))
}
