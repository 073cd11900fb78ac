import { describe, expect, test } from 'vitest'
import { createAnalyticsClient } from './create-analytics-client'
import { createAnalyticsBatcher } from './create-analytics-batcher'
import { analyticsFixtures as fixtures } from '../test-utils/wire-fixtures/analytics'
import { shapeDrift } from '../test-utils/wire-fixtures/wire-shape'
import { fixtureFetch, requestDrift, type CapturedRequest } from '../test-utils/wire-fixtures/wire-request'

// What our analytics senders post, against the bodies API.md §4 records (hand-written fixtures):
// the captured Request's path, query names and content-type, and the body's shape at every depth.
// devnet's sink takes the same fixtures in ../stand-in-shapes.contract.test.ts.

const location = () => ({ href: 'https://app.example.com/swap', hostname: 'app.example.com' })
const sinkAnswer = () => ({ json: {} })

describe('analytics senders against API.md §4 fixtures', () => {
  test('parameters: POST /e carries one event object, projectId/st/sv, no content-type of its own', async () => {
    const wire = fixtureFetch(sinkAnswer)
    const client = createAnalyticsClient({
      baseUrl: 'https://pulse.walletconnect.org',
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'react-wagmi-1.8.19',
      location,
      fetch: wire.fetch,
    })
    expect(
      await client.sendEvent({
        type: 'track',
        event: 'SELECT_WALLET',
        address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
        properties: { caipNetworkId: 'eip155:1', name: 'MetaMask' },
      }),
    ).toBe(true)
    expect(await client.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe(true)
    for (const sent of wire.requests) {
      expect(requestDrift(sent, fixtures.event.request)).toEqual([])
      expect(shapeDrift(sent.body, fixtures.event)).toEqual([])
    }
    expect(wire.requests[0]!.url.search).toBe('?projectId=p1&st=appkit&sv=react-wagmi-1.8.19')
    expect(wire.requests[0]!.body).toMatchObject({
      url: 'https://app.example.com/swap',
      domain: 'app.example.com',
      props: { type: 'track', event: 'SELECT_WALLET', properties: { caipNetworkId: 'eip155:1' } },
    })
  })

  test('parameters: st is left out when unset (API.md §1, events)', async () => {
    const wire = fixtureFetch(sinkAnswer)
    await createAnalyticsClient({ baseUrl: 'https://pulse.walletconnect.org', projectId: 'p1', location, fetch: wire.fetch }).sendEvent({
      type: 'track',
      event: 'MODAL_CLOSE',
    })
    expect([...wire.requests[0]!.url.searchParams.keys()]).toEqual(['projectId', 'sv'])
    expect(requestDrift(wire.requests[0]!, fixtures.event.request)).toEqual([])
  })

  test('parameters: POST /batch carries a JSON array of events, by fetch and by beacon', async () => {
    const wire = fixtureFetch(sinkAnswer)
    const beacons: CapturedRequest[] = []
    const sendBeacon = (url: string, body: string) => {
      // sendBeacon with a string body sends it as text/plain (API.md §4).
      beacons.push({ method: 'POST', url: new URL(url), contentType: 'text/plain;charset=UTF-8', body: JSON.parse(body) as unknown })
      return true
    }
    const batcher = createAnalyticsBatcher({
      baseUrl: 'https://pulse.walletconnect.org',
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'react-wagmi-1.8.19',
      location,
      fetch: wire.fetch,
      sendBeacon,
      intervalMs: 3_600_000,
    })
    batcher.add({ type: 'track', event: 'MODAL_OPEN', properties: { caipNetworkId: 'eip155:1', connected: false } })
    batcher.add({
      type: 'track',
      event: 'SWITCH_NETWORK',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      properties: { caipNetworkId: 'eip155:8453' },
    })
    await batcher.flush('fetch')
    batcher.add({ type: 'track', event: 'MODAL_CLOSE', properties: { caipNetworkId: 'eip155:1' } })
    batcher.stop()
    for (const sent of [...wire.requests, ...beacons]) {
      expect(requestDrift(sent, fixtures.batch.request)).toEqual([])
      expect(shapeDrift(sent.body, fixtures.batch)).toEqual([])
    }
    expect([wire.requests.length, beacons.length]).toEqual([1, 1])
    expect((wire.requests[0]!.body as Array<{ props: { event: string } }>).map((e) => e.props.event)).toEqual([
      'MODAL_OPEN',
      'SWITCH_NETWORK',
    ])
  })
})
