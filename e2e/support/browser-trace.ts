import type { BrowserContext, Page, Request } from 'playwright-core'

// Static files say nothing about a failure and would push the calls that do out of the log.
const STATIC = /\.(js|mjs|css|png|svg|woff2?|ico|map)(\?|$)/

/**
 * A static file of the page's own origin (the host's bundle). Another origin's script stays in the
 * log: the secure frame's sdk.js not arriving is why a frame never loads.
 */
function quiet(request: Request): boolean {
  if (!STATIC.test(request.url())) return false
  try {
    return new URL(request.url()).origin === new URL(request.frame().page().url()).origin
  } catch {
    // A service worker's request has no frame.
    return true
  }
}

/**
 * A timed log of what the pages of `context` print, fetch and navigate to (frames and popups
 * included), kept for a failure a later run cannot reproduce: the failure report (failure-report.ts)
 * prints its last lines for every context a test had open.
 *
 * @example
 * const trace = traceBrowser(context)
 * trace.lines(80) // the last 80 lines, oldest first
 */
export function traceBrowser(context: BrowserContext): { lines(count: number): string[] } {
  const started = Date.now()
  const lines: string[] = []
  const note = (line: string) => {
    lines.push(`${Date.now() - started} ms ${line}`)
    if (lines.length > 400) lines.shift()
  }
  const path = (url: string) => url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '').slice(0, 140)
  const watch = (page: Page) => {
    page.on('console', (message) => note(`console ${message.type()} (${path(page.url()).slice(0, 40)}): ${message.text().slice(0, 240)}`))
    page.on('framenavigated', (frame) => note(`navigated ${frame === page.mainFrame() ? 'page' : 'frame'} ${path(frame.url())}`))
    page.on('close', () => note(`closed ${path(page.url())}`))
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  context.on('request', (request) => {
    if (!quiet(request)) note(`request ${request.method()} ${path(request.url())}`)
  })
  context.on('response', (response) => {
    if (!quiet(response.request())) note(`response ${response.status()} ${path(response.url())}`)
  })
  context.on('requestfinished', (request) => {
    if (!quiet(request) && STATIC.test(request.url())) note(`finished ${path(request.url())}`)
  })
  context.on('requestfailed', (request) => note(`failed ${path(request.url())}: ${request.failure()?.errorText}`))
  return { lines: (count) => lines.slice(-count) }
}
