import type { Page, Request } from 'playwright-core'

export type ScriptFetch = { path: string; bytes: number; phase: string }

/**
 * Records every JavaScript file the page fetches, once per path, with the bytes Chromium
 * received for its body (gzip, as the server sent it), filed under the phase that was current
 * when the request started. Requests to hosts other than 127.0.0.1 are counted as blocked.
 */
export function recordScripts(page: Page) {
  let phase = 'load'
  const fetched = new Map<string, ScriptFetch>()
  const phaseAtStart = new Map<Request, string>()
  const pending: Promise<void>[] = []
  const blocked = new Set<string>()
  const failures: unknown[] = []

  page.on('request', (request) => {
    phaseAtStart.set(request, phase)
  })
  page.on('requestfailed', (request) => {
    const url = new URL(request.url())
    if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') blocked.add(url.host)
  })
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (url.hostname !== '127.0.0.1') return
    pending.push(
      (async () => {
        const response = await request.response()
        const type = response?.headers()['content-type'] ?? ''
        if (!type.includes('javascript') || fetched.has(url.pathname)) return
        const sizes = await request.sizes()
        fetched.set(url.pathname, { path: url.pathname, bytes: sizes.responseBodySize, phase: phaseAtStart.get(request) ?? phase })
      })().catch((error: unknown) => {
        // A request that finishes while the page closes (a late beacon) has nothing left to read,
        // and the figures were taken: only a failure on an open page is one.
        if (!page.isClosed() && page.context().browser()?.isConnected() !== false) failures.push(error)
      }),
    )
  })

  return {
    /** Later requests are filed under `next`. */
    setPhase(next: string) {
      phase = next
    },
    /** Waits for the bodies still arriving, then lists what each phase fetched. */
    async settle(): Promise<ScriptFetch[]> {
      await Promise.all(pending)
      if (failures.length) throw failures[0]
      return [...fetched.values()]
    },
    async total(name: string): Promise<number> {
      return (await this.settle()).filter((f) => f.phase === name).reduce((sum, f) => sum + f.bytes, 0)
    },
    blockedHosts: () => [...blocked].sort(),
  }
}
