import type { Page, Request } from 'playwright-core'

/**
 * Tracks the page's script requests in flight, so a bench phase can wait until every chunk its
 * click asked for has arrived. Only `script` resources count: the kit's analytics beacons (a
 * keepalive POST /e per event) and data fetches neither hold a phase open nor end it early.
 * Playwright's `networkidle` does not fit here: it is reached once per navigation and is not
 * re-armed by later requests, so after the first click it returns at once.
 */
export function watchScriptRequests(page: Page) {
  const inFlight = new Set<Request>()
  let lastActivity = Date.now()
  const started = (request: Request) => {
    if (request.resourceType() !== 'script') return
    inFlight.add(request)
    lastActivity = Date.now()
  }
  const ended = (request: Request) => {
    if (!inFlight.delete(request)) return
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)

  return {
    /**
     * Resolves once no script request has been in flight for `quietMs`: a chunk that has just
     * arrived may import another one, which starts within that window. Throws after `timeoutMs`
     * naming what is still loading, since the phase's chunk list would be incomplete.
     */
    async idle(quietMs = 500, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((r) => new URL(r.url()).pathname).join(', ')
          throw new Error(`Scripts still loading after ${timeoutMs} ms: ${pending || '(none; activity kept restarting)'}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}
