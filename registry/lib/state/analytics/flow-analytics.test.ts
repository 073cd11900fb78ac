import { describe, expect, test } from 'vitest'
import type { AnalyticsEventProps } from '@/registry/lib/api/analytics/create-analytics-client'
import { createWalletKit } from '../start/create-wallet-kit'
import { getOnrampFlow } from '../onramp/get-onramp-flow'
import { getSendFlow } from '../send/get-send-flow'
import { getSwapFlow } from '../swap/get-swap-flow'
import { createMemoryStorage } from '../start/persistence'
import { evmNetwork } from '../test/fake-connector'

// The flows' outcomes reach kit.analytics: their stores are moved as the flows move them
// (the flows' own tests cover how they get there against devnet).
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
function kitWithSink() {
  const kit = createWalletKit({
    projectId: 'p',
    networks: [evmNetwork(1)],
    storage: createMemoryStorage(),
    platform,
    blockchainApiUrl: 'http://127.0.0.1:1',
  })
  const seen: AnalyticsEventProps[] = []
  kit.analytics.attach((props) => seen.push(props))
  return { kit, seen }
}
const token = (symbol: string) => ({ symbol, name: symbol, address: `eip155:1:0x${'1'.repeat(40)}`, decimals: 18 }) as never

describe('flow outcomes in analytics', () => {
  test('default: a swap success and a swap error, with the pair and amount that were swapped', () => {
    const { kit, seen } = kitWithSink()
    const swap = getSwapFlow(kit)
    swap.store.setState({ from: token('ETH'), to: token('DUSD'), amount: '0.5', submitStatus: 'swapping' })
    swap.store.setState({ submitStatus: 'success', amount: '' })
    swap.store.setState({ submitStatus: 'swapping', amount: '2' })
    swap.store.setState({ submitStatus: 'error', error: new Error('reverted') })
    expect(seen.map((e) => [e.event, e.properties])).toEqual([
      ['SWAP_SUCCESS', { caipNetworkId: 'eip155:1', from: 'ETH', to: 'DUSD', amount: '0.5' }],
      ['SWAP_ERROR', { caipNetworkId: 'eip155:1', from: 'ETH', to: 'DUSD', amount: '2', message: 'reverted' }],
    ])
  })

  test('behavior: on-ramp purchases done and failed; a pending one is no outcome', () => {
    const { kit, seen } = kitWithSink()
    const onramp = getOnrampFlow(kit)
    onramp.store.setState({ purchase: 'pending' })
    onramp.store.setState({ purchase: 'done', purchased: { amount: '0.1', symbol: 'ETH' } })
    onramp.store.setState({ purchase: 'failed', purchased: { amount: '5', symbol: 'DUSD' } })
    expect(seen.map((e) => [e.event, e.properties])).toEqual([
      ['ONRAMP_SUCCESS', { caipNetworkId: 'eip155:1', amount: '0.1', symbol: 'ETH' }],
      ['ONRAMP_ERROR', { caipNetworkId: 'eip155:1', amount: '5', symbol: 'DUSD' }],
    ])
  })

  test('behavior: send success and rejection from the flow events', () => {
    const { kit, seen } = kitWithSink()
    const send = getSendFlow(kit)
    send.events.emit('SEND_SUCCESS', { namespace: 'eip155', hash: '0xabc', token: 'ETH' })
    send.events.emit('SEND_REJECTED', { namespace: 'eip155' })
    expect(seen.map((e) => [e.event, e.properties])).toEqual([
      ['SEND_SUCCESS', { caipNetworkId: 'eip155:1', namespace: 'eip155', token: 'ETH' }],
      ['SEND_REJECTED', { caipNetworkId: 'eip155:1', namespace: 'eip155' }],
    ])
  })
})
