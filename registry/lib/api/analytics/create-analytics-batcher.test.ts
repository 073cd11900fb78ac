import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createAnalyticsBatcher, type AnalyticsBatcherConfig } from './create-analytics-batcher'
import type { AnalyticsAlert } from './create-analytics-client'
import { startLocalServer, type LocalServer } from '../test-utils/local-server'

let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer((request) =>
    request.url.searchParams.get('projectId') === 'denied' ? { status: 403, json: { message: 'forbidden' } } : { json: { ok: true } },
  )
})
afterAll(() => server.close())

const location = () => ({ href: 'http://127.0.0.1:5173/page', hostname: '127.0.0.1' })
// A long interval keeps the timer out of tests that flush by hand.
const batcherFor = (projectId: string, config: Partial<AnalyticsBatcherConfig> = {}) =>
  createAnalyticsBatcher({ baseUrl: server.url, projectId, sdkVersion: 'v9', location, intervalMs: 3_600_000, ...config })
const batchesOf = (projectId: string) => server.requests.filter((r) => r.url.searchParams.get('projectId') === projectId)

describe('createAnalyticsBatcher', () => {
  test('default: one POST /batch with the queued events as a JSON array, std query (st left out when unset), no content-type set by us', async () => {
    const batcher = batcherFor('p-default')
    batcher.add({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false, caipNetworkId: 'eip155:1' } })
    batcher.add({ type: 'track', event: 'MODAL_CLOSE', address: '0xabc', properties: { connected: false, caipNetworkId: 'eip155:1' } })
    await batcher.flush()
    batcher.stop()
    const [request, ...more] = batchesOf('p-default')
    expect(more).toEqual([])
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/batch')
    expect(request?.url.search).toBe('?projectId=p-default&sv=v9')
    expect(request?.headers['content-type']).toBe('text/plain;charset=UTF-8')
    const body = JSON.parse(request?.body ?? '') as Array<Record<string, unknown>>
    expect(body.map((e) => (e.props as { event: string }).event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(body[1]).toMatchObject({
      url: 'http://127.0.0.1:5173/page',
      domain: '127.0.0.1',
      props: { type: 'track', address: '0xabc', properties: { connected: false, caipNetworkId: 'eip155:1' } },
    })
    expect(body[0]?.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(body[0]?.eventId).not.toBe(body[1]?.eventId)
    expect(typeof body[0]?.timestamp).toBe('number')
  })

  // API.md §4's defaults, through what they drive: bodies are caught by a recording fetch, in order.
  const recordingFetch =
    (bodies: string[]): typeof fetch =>
    async (_input, init) => {
      bodies.push(String(init?.body))
      return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } })
    }

  test('default: with no intervalMs the queue goes out every 10 s, not at 9.999 s', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const bodies: string[] = []
      const batcher = createAnalyticsBatcher({ baseUrl: server.url, projectId: 'p-10s', location, fetch: recordingFetch(bodies) })
      batcher.add({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false, caipNetworkId: 'eip155:1' } })
      vi.advanceTimersByTime(9_999)
      expect(bodies).toEqual([])
      vi.advanceTimersByTime(1)
      expect(bodies).toHaveLength(1)
      batcher.add({ type: 'track', event: 'MODAL_CLOSE', properties: { connected: false, caipNetworkId: 'eip155:1' } })
      vi.advanceTimersByTime(10_000)
      expect(bodies).toHaveLength(2)
      batcher.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  test('default: with no maxBytes a queue is sent before it would pass 45 000 bytes', () => {
    const bodies: string[] = []
    const batcher = createAnalyticsBatcher({
      baseUrl: server.url,
      projectId: 'p-45k',
      location,
      intervalMs: 3_600_000,
      fetch: recordingFetch(bodies),
    })
    // About 1 KB each: the first body goes out when the 45th event would not fit.
    for (let i = 0; i < 60; i++) batcher.add({ type: 'track', event: 'SEARCH_WALLET', properties: { search: 'x'.repeat(900), i } })
    expect(bodies).toHaveLength(1)
    const first = bodies[0] ?? ''
    expect(first.length).toBeLessThanOrEqual(45_000)
    expect(first.length).toBeGreaterThan(44_000)
    batcher.stop()
  })

  test('parameters: intervalMs flushes the queue on its own', async () => {
    const batcher = batcherFor('p-timer', { intervalMs: 20 })
    batcher.add({ type: 'track', event: 'CLICK_ALL_WALLETS' })
    await expect.poll(() => batchesOf('p-timer').length).toBe(1)
    batcher.stop()
    expect(JSON.parse(batchesOf('p-timer')[0]?.body ?? '')).toHaveLength(1)
  })

  test('behavior: no body passes maxBytes; the queue is sent before the event that would overflow it', async () => {
    const batcher = batcherFor('p-size', { maxBytes: 1_000 })
    for (let i = 0; i < 12; i++) batcher.add({ type: 'track', event: 'SEARCH_WALLET', properties: { search: 'x'.repeat(200), i } })
    await batcher.flush()
    batcher.stop()
    await expect.poll(() => batchesOf('p-size').flatMap((r) => JSON.parse(r.body) as unknown[]).length).toBe(12)
    const sizes = batchesOf('p-size').map((r) => r.body.length)
    expect(sizes.length).toBeGreaterThan(3)
    for (const size of sizes) expect(size).toBeLessThanOrEqual(1_000)
    const order = batchesOf('p-size').flatMap((r) =>
      (JSON.parse(r.body) as Array<{ props: { properties: { i: number } } }>).map((e) => e.props.properties.i),
    )
    expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  test('behavior: MODAL_CREATED is never queued; nothing queued means no request', async () => {
    const batcher = batcherFor('p-created')
    batcher.add({ type: 'track', event: 'MODAL_CREATED' })
    await batcher.flush()
    batcher.add({ type: 'track', event: 'MODAL_OPEN' })
    await batcher.flush()
    batcher.stop()
    const events = batchesOf('p-created').flatMap((r) => JSON.parse(r.body) as Array<{ props: { event: string } }>)
    expect(events.map((e) => e.props.event)).toEqual(['MODAL_OPEN'])
  })

  test('behavior: e-mail addresses in props and url are scrubbed', async () => {
    const batcher = batcherFor('p-email', {
      location: () => ({ href: 'http://127.0.0.1/?email=bob%40x.io&to=alice@example.com', hostname: '127.0.0.1' }),
    })
    batcher.add({
      type: 'track',
      event: 'SEARCH_WALLET',
      properties: { search: 'alice@example.com', nested: [{ user: 'Bob <bob.smith+x@mail.example.org>' }] },
    })
    await batcher.flush()
    batcher.stop()
    const body = batchesOf('p-email')[0]?.body ?? ''
    expect(body).not.toContain('@')
    expect(JSON.parse(body)[0]).toMatchObject({ props: { properties: { search: '[email]', nested: [{ user: 'Bob <[email]>' }] } } })
  })

  test('behavior: a 403 raises Invalid App Configuration once and nothing more is sent', async () => {
    const alerts: AnalyticsAlert[] = []
    const batcher = batcherFor('denied', { onAlert: (a) => alerts.push(a) })
    batcher.add({ type: 'track', event: 'MODAL_OPEN' })
    await batcher.flush()
    batcher.add({ type: 'track', event: 'MODAL_CLOSE' })
    await batcher.flush()
    batcher.stop()
    expect(alerts.map((a) => a.title)).toEqual(['Invalid App Configuration'])
    expect(batchesOf('denied')).toHaveLength(1)
  })

  test('behavior: by beacon when the page goes away; a refused beacon falls back to fetch', async () => {
    const beacons: Array<{ url: string; body: string }> = []
    const accepted = batcherFor('p-beacon', { sdkType: 'appkit', sendBeacon: (url, body) => (beacons.push({ url, body }), true) })
    accepted.add({ type: 'track', event: 'MODAL_OPEN' })
    accepted.stop()
    expect(beacons).toHaveLength(1)
    expect(beacons[0]?.url).toBe(`${server.url}/batch?projectId=p-beacon&st=appkit&sv=v9`)
    expect(JSON.parse(beacons[0]?.body ?? '')[0].props.event).toBe('MODAL_OPEN')

    const refused = batcherFor('p-beacon-refused', { sendBeacon: () => false })
    refused.add({ type: 'track', event: 'MODAL_CLOSE' })
    await refused.flush('beacon')
    refused.stop()
    expect(batchesOf('p-beacon-refused')).toHaveLength(1)
  })
})
