import type { BrowserContext, Page } from 'playwright-core'

/**
 * A timed log of what the pages of `context` print and fetch (frames and popups included), for a
 * failure a later run cannot reproduce to explain itself: `text()` goes into the error.
 *
 * @example
 * const trace = traceBrowser(context)
 * try { await popup.waitForURL(/authorize/) } catch (error) { throw new Error(`${error}\n${trace.text()}`) }
 */
export function traceBrowser(context: BrowserContext): { text(): string } {
  const started = Date.now()
  const lines: string[] = []
  const note = (line: string) => {
    lines.push(`${Date.now() - started} ms ${line}`)
    if (lines.length > 400) lines.shift()
  }
  const watch = (page: Page) =>
    page.on('console', (message) => note(`console ${message.type()} (${page.url().slice(0, 60)}): ${message.text()}`))
  context.pages().forEach(watch)
  context.on('page', watch)
  context.on('request', (request) => note(`request ${request.method()} ${request.url().slice(0, 160)}`))
  context.on('requestfinished', (request) => note(`finished ${request.url().slice(0, 160)}`))
  context.on('requestfailed', (request) => note(`failed ${request.url().slice(0, 160)}: ${request.failure()?.errorText}`))
  return { text: () => lines.join('\n') }
}
