import { describe, expect, test } from 'vitest'
import type { AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'
import { createAnalyticsTracker } from './analytics-tracker'

describe('createAnalyticsTracker', () => {
  test('default: events wait until a sink attaches, then go to it in order with the context of their moment', async () => {
    let network = 'eip155:1'
    const tracker = createAnalyticsTracker(() => ({ address: '0xa', caipNetworkId: network }))
    expect(tracker.status()).toBe('pending')
    await tracker.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    network = 'eip155:10'
    await tracker.sendEvent({ type: 'track', event: 'SWITCH_NETWORK', address: '0xb', properties: { caipNetworkId: 'eip155:5' } })
    const seen: AnalyticsEventProps[] = []
    tracker.attach((props) => seen.push(props))
    expect(tracker.status()).toBe('on')
    await tracker.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })
    expect(seen).toEqual([
      { type: 'track', event: 'MODAL_OPEN', address: '0xa', properties: { caipNetworkId: 'eip155:1', connected: false } },
      { type: 'track', event: 'SWITCH_NETWORK', address: '0xb', properties: { caipNetworkId: 'eip155:5' } },
      { type: 'track', event: 'MODAL_CLOSE', address: '0xa', properties: { caipNetworkId: 'eip155:10' } },
    ])
  })

  test('behavior: disable drops what waits and everything after; a later attach is refused', async () => {
    const tracker = createAnalyticsTracker()
    await tracker.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    tracker.disable()
    const seen: AnalyticsEventProps[] = []
    tracker.attach((props) => seen.push(props))
    expect(await tracker.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })).toBe(false)
    expect(seen).toEqual([])
    expect(tracker.status()).toBe('off')
  })

  test('behavior: detach (kit stopped) keeps events for the next start; the wait queue is capped', async () => {
    const tracker = createAnalyticsTracker()
    tracker.attach(() => undefined)
    tracker.detach()
    for (let i = 0; i < 100; i++) expect(await tracker.sendEvent({ type: 'track', event: 'SEARCH_WALLET', properties: { i } })).toBe(true)
    expect(await tracker.sendEvent({ type: 'track', event: 'SEARCH_WALLET', properties: { i: 100 } })).toBe(false)
    const seen: unknown[] = []
    tracker.attach((props) => seen.push(props.properties?.i))
    expect(seen).toHaveLength(100)
    expect(seen.at(-1)).toBe(99)
  })
})
