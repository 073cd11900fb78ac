import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAnalyticsClient, type AnalyticsAlert } from './create-analytics-client'
import { createAnalyticsEventSender } from './create-analytics-event-sender'
import { startLocalServer, type LocalServer } from '../test-utils/local-server'

let server: LocalServer
const badReplies: Record<string, { status?: number; body?: string }> = {
  garbage: { body: '<html' },
  truncated: { body: '{"ok": tr' },
  '500': { status: 500 },
}
beforeAll(async () => {
  server = await startLocalServer((request) =>
    request.url.searchParams.get('projectId') === 'denied'
      ? { status: 403, json: { message: 'forbidden' } }
      : request.url.searchParams.get('projectId') === 'broken'
        ? (badReplies[request.url.searchParams.get('sv') ?? ''] ?? { status: 500 })
        : { json: { ok: true } },
  )
})
afterAll(() => server.close())

const location = () => ({ href: 'https://app.example/page?x=1', hostname: 'app.example' })
const requestsOf = (projectId: string) => server.requests.filter((r) => r.url.searchParams.get('projectId') === projectId)
// The real fetch, with the options of each call kept so the test can read them.
function recordingFetch() {
  const inits: RequestInit[] = []
  const wrapped: typeof fetch = (input, init) => (inits.push(init ?? {}), fetch(input, init))
  return { fetch: wrapped, inits }
}

describe('createAnalyticsClient', () => {
  test('default: POST /e, one object with eventId, url, domain, timestamp, props; query projectId and sv, st left out when unset; no headers; keepalive', async () => {
    const recorded = recordingFetch()
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'v1', location, fetch: recorded.fetch })
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN', address: '0xa' })).resolves.toBe(true)
    const request = requestsOf('p1').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/e')
    expect(request.url.search).toBe('?projectId=p1&sv=v1')
    // No header of ours: the string body goes out as text/plain (no CORS preflight).
    expect(recorded.inits[0]?.headers).toBeUndefined()
    expect(request.headers['content-type']).toBe('text/plain;charset=UTF-8')
    expect(recorded.inits[0]?.keepalive).toBe(true)
    const body = JSON.parse(request.body)
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url'])
    expect(body).toMatchObject({
      url: 'https://app.example/page?x=1',
      domain: 'app.example',
      props: { type: 'track', event: 'MODAL_OPEN', address: '0xa' },
    })
    expect(body.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof body.timestamp).toBe('number')
  })

  test('parameters: sdkType is sent as st', async () => {
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'p-st', sdkType: 'appkit', sdkVersion: 'v2', location })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    expect(requestsOf('p-st').at(-1)?.url.search).toBe('?projectId=p-st&st=appkit&sv=v2')
  })

  test('behavior: e-mail addresses are scrubbed from props and url', async () => {
    const analytics = createAnalyticsClient({
      baseUrl: server.url,
      projectId: 'p-scrub',
      location: () => ({ href: 'https://app.example/?u=me@mail.dev', hostname: 'app.example' }),
    })
    await analytics.sendEvent({ type: 'track', event: 'CONNECT_SUCCESS', properties: { email: 'me@mail.dev' } })
    const text = requestsOf('p-scrub').at(-1)!.body
    expect(text).not.toContain('me@mail.dev')
    expect(JSON.parse(text).props.properties.email).toBe('[email]')
  })

  test('behavior: MODAL_CREATED is never sent', async () => {
    const before = server.requests.length
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'p1', location })
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_CREATED' })).resolves.toBe(false)
    expect(server.requests.length).toBe(before)
  })

  test('behavior: a 403 raises the Invalid App Configuration alert once and nothing more is sent', async () => {
    const alerts: AnalyticsAlert[] = []
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'denied', location, onAlert: (alert) => alerts.push(alert) })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })).resolves.toBe(false)
    expect(alerts.map((a) => a.title)).toEqual(['Invalid App Configuration'])
    expect(requestsOf('denied')).toHaveLength(1)
  })

  test('behavior: garbage, truncated JSON and 500s resolve false, never throw, and raise no alert', async () => {
    for (const sdkVersion of Object.keys(badReplies)) {
      const alerts: AnalyticsAlert[] = []
      const analytics = createAnalyticsClient({
        baseUrl: server.url,
        projectId: 'broken',
        sdkVersion,
        location,
        onAlert: (a) => alerts.push(a),
      })
      await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(false)
      expect(alerts).toEqual([])
    }
  })
})

describe('createAnalyticsEventSender', () => {
  test('default: every event leaves at once as its own POST /e; flush waits for those underway; nothing after stop', async () => {
    const sender = createAnalyticsEventSender({ baseUrl: server.url, projectId: 'p-sender', location })
    sender.add({ type: 'track', event: 'MODAL_OPEN' })
    sender.add({ type: 'track', event: 'MODAL_CREATED' })
    sender.add({ type: 'track', event: 'MODAL_CLOSE' })
    await sender.flush('beacon')
    const sent = requestsOf('p-sender')
    expect(sent.map((r) => r.url.pathname)).toEqual(['/e', '/e'])
    expect(sent.map((r) => JSON.parse(r.body).props.event).sort()).toEqual(['MODAL_CLOSE', 'MODAL_OPEN'])
    sender.stop()
    sender.add({ type: 'track', event: 'SWAP_SUCCESS' })
    await sender.flush()
    expect(requestsOf('p-sender')).toHaveLength(2)
  })

  test("behavior: the request starts after the caller's task, when the page is idle (an open's click pays none of it); stop keeps what was handed over", async () => {
    const { fetch: recording, inits } = recordingFetch()
    const sender = createAnalyticsEventSender({ baseUrl: server.url, projectId: 'p-next-task', location, fetch: recording })
    sender.add({ type: 'track', event: 'MODAL_OPEN' })
    sender.add({ type: 'track', event: 'MODAL_CLOSE' })
    sender.stop()
    expect(inits).toHaveLength(0)
    await expect.poll(() => inits.length).toBe(2)
    expect(inits.every((init) => init.keepalive === true)).toBe(true)
    await sender.flush()
    expect(
      requestsOf('p-next-task')
        .map((r) => JSON.parse(r.body).props.event)
        .sort(),
    ).toEqual(['MODAL_CLOSE', 'MODAL_OPEN'])
  })
})
