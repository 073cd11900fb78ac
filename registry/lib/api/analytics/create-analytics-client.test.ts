import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAnalyticsClient, type AnalyticsAlert } from './create-analytics-client'
import { startLocalServer, type LocalServer } from '../test-utils/local-server'

let server: LocalServer
const badReplies: Record<string, { status?: number; body?: string }> = { garbage: { body: '<html' }, truncated: { body: '{"ok": tr' }, '500': { status: 500 } }
beforeAll(async () => {
  server = await startLocalServer((request) =>
    request.url.searchParams.get('projectId') === 'denied'
      ? { status: 403, json: { message: 'forbidden' } }
      : request.url.searchParams.get('projectId') === 'broken'
        ? badReplies[request.url.searchParams.get('sv') ?? ''] ?? { status: 500 }
        : { json: { ok: true } },
  )
})
afterAll(() => server.close())

const location = () => ({ href: 'https://app.example/page?x=1', hostname: 'app.example' })

describe('createAnalyticsClient', () => {
  test('default: POST /e with eventId, url, domain, timestamp, props and std query', async () => {
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'v1', location })
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN', address: '0xa' })).resolves.toBe(true)
    const request = server.requests.at(-1)!
    expect(request.url.pathname).toBe('/e')
    expect(request.url.search).toBe('?projectId=p1&st=appkit&sv=v1')
    const body = JSON.parse(request.body)
    expect(body).toMatchObject({ url: 'https://app.example/page?x=1', domain: 'app.example', props: { type: 'track', event: 'MODAL_OPEN', address: '0xa' } })
    expect(body.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof body.timestamp).toBe('number')
  })

  test('behavior: MODAL_CREATED is never sent', async () => {
    const before = server.requests.length
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'p1', location })
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_CREATED' })).resolves.toBe(false)
    expect(server.requests.length).toBe(before)
  })

  test('behavior: a 403 raises the Invalid App Configuration alert once only', async () => {
    const alerts: AnalyticsAlert[] = []
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'denied', location, onAlert: (alert) => alerts.push(alert) })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })
    expect(alerts.map((a) => a.message)).toEqual(['Invalid App Configuration'])
  })

  test('behavior: garbage, truncated JSON and 500s resolve false, never throw, and raise no alert', async () => {
    for (const sdkVersion of Object.keys(badReplies)) {
      const alerts: AnalyticsAlert[] = []
      const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'broken', sdkVersion, location, onAlert: (a) => alerts.push(a) })
      await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(false)
      expect(alerts).toEqual([])
    }
  })
})
