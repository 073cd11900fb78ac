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
  close(): Promise<void>
}

export const defaultViewport: Viewport = { width: 1024, height: 800 }
export const defaultTimeout = 30_000

export function urlMatches(url: string, wanted: string | RegExp): boolean {
  return typeof wanted === 'string' ? url.startsWith(wanted) : wanted.test(url)
}
