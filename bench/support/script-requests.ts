import type { Page, Request } from 'playwright-core'

/**
 * Counts the page's requests in flight that `counts` accepts, and when the last of them started
 * or ended, so a bench can wait for a quiet network of its own making. Playwright's
 * `networkidle` does not fit after the load: it is reached once per navigation and not re-armed
 * by later requests, so after a click it returns at once.
 */
export function watchRequests(page: Page, counts: (request: Request) => boolean = () => true) {
  const inFlight = new Set<Request>()
  let lastActivity = Date.now()
  page.on('request', (request) => {
    if (!counts(request)) return
    inFlight.add(request)
    lastActivity = Date.now()
  })
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)

  return {
    /**
     * Resolves once nothing counted has been in flight for `quietMs` (a response that has just
     * arrived may start another request within that window), or after `timeoutMs` with the paths
     * still in flight (empty when quiet was reached).
     */
    async quiet(quietMs = 300, timeoutMs = 10_000): Promise<string[]> {
      const deadline = Date.now() + timeoutMs
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) return [...inFlight].map((r) => new URL(r.url()).pathname)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return []
    },
  }
}

/**
 * Script requests only, so a phase ends when every chunk its click asked for has arrived: the
 * kit's analytics beacons (a keepalive POST /e per event) and data fetches neither hold a phase
 * open nor count as its chunks.
 */
export function watchScriptRequests(page: Page) {
  const scripts = watchRequests(page, (request) => request.resourceType() === 'script')
  return {
    /** Waits until no script has loaded for 500 ms; throws after 15 s naming what is still loading, as the phase's chunk list would be incomplete. */
    async idle(): Promise<void> {
      const pending = await scripts.quiet(500, 15_000)
      if (pending.length > 0) throw new Error(`Scripts still loading after 15 s: ${pending.join(', ')}`)
    },
  }
}
