import { describe, expect, expectTypeOf, test } from 'vitest'
import type { AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'
import { track, type AnalyticsEventProperties, type TrackedEvent } from './track'

function recorder() {
  const recorded: AnalyticsEventProps[] = []
  return { recorded, sendEvent: async (props: AnalyticsEventProps) => (recorded.push(props), true) }
}

describe('track', () => {
  test('behavior: records a track event with its properties, the account only when one is named', () => {
    const analytics = recorder()
    track(analytics, { event: 'SEARCH_WALLET', properties: { search: 'aurora' } })
    track(analytics, { event: 'CLICK_ALL_WALLETS' })
    track(
      analytics,
      {
        event: 'SEND_ERROR',
        properties: { message: 'Something went wrong', isSmartAccount: false, network: 'eip155:1', token: 'ETH', amount: '1' },
      },
      '0xabc',
    )
    expect(analytics.recorded).toEqual([
      { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'aurora' } },
      { type: 'track', event: 'CLICK_ALL_WALLETS', properties: {} },
      {
        type: 'track',
        event: 'SEND_ERROR',
        address: '0xabc',
        properties: { message: 'Something went wrong', isSmartAccount: false, network: 'eip155:1', token: 'ETH', amount: '1' },
      },
    ])
    expect(Object.hasOwn(analytics.recorded[0]!, 'address')).toBe(false)
  })

  test('parameters: each event takes its own properties and no other event’s (checked by tsc)', () => {
    expectTypeOf<Extract<TrackedEvent, { event: 'SELECT_WALLET' }>['properties']>().toEqualTypeOf<
      AnalyticsEventProperties['SELECT_WALLET'] | undefined
    >()
    // @ts-expect-error SWITCH_NETWORK carries `network`, not `search`.
    const wrong: TrackedEvent = { event: 'SWITCH_NETWORK', properties: { search: 'x' } }
    // @ts-expect-error no such event in the list.
    const unknown: TrackedEvent = { event: 'MODAL_OPENED' }
    expect([wrong.event, unknown.event]).toEqual(['SWITCH_NETWORK', 'MODAL_OPENED'])
  })
})
