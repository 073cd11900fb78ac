import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createCatalogueClient } from './create-catalogue-client'
import { getWallets } from './get-wallets'
import { getAnalyticsConfig } from './get-analytics-config'
import { walletImageUrl, tokenImageUrl } from './image-urls'
import { createAnalyticsClient, type AnalyticsAlert } from '../analytics/create-analytics-client'
import { createAnalyticsBatcher } from '../analytics/create-analytics-batcher'
import { createAnalyticsEventSender } from '../analytics/create-analytics-event-sender'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['services'] })
})
afterAll(() => devnet?.stop())
const catalogue = () => createCatalogueClient({ baseUrl: devnet.urls.services, projectId: 'contract-test' })
const location = () => ({ href: 'http://127.0.0.1:5173/', hostname: '127.0.0.1' })
type Recorded = {
  props: { event: string }
  projectId: string
  st: string | null
  sv: string | null
  domain: string
  url: string
  timestamp: unknown
  via: string
}
const recorded = async () => ((await (await fetch(`${devnet.urls.services}/dev/analytics`)).json()) as { events: Recorded[] }).events

describe('wallet catalogue against devnet', () => {
  test('behavior: pages of 40 over hundreds of wallets, search of up to 100, images served', async () => {
    const first = await getWallets(catalogue(), { page: 1 })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThanOrEqual(600)
    const second = await getWallets(catalogue(), { page: 2 })
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id)
    const term = first.data[0]!.name.slice(0, 4)
    const found = await getWallets(catalogue(), { search: `  ${term}  ` })
    expect(found.data.length).toBeGreaterThan(0)
    expect(found.data.length).toBeLessThanOrEqual(100)
    const imageId = first.data.find((w) => w.image_id)?.image_id
    expect(imageId).toBeDefined()
    for (const url of [walletImageUrl(catalogue(), imageId!), tokenImageUrl(catalogue(), 'ETH')]) {
      expect((await fetch(url)).status).toBe(200)
    }
    await expect(getAnalyticsConfig(catalogue())).resolves.toBe(true)
  })
})

describe('analytics against devnet', () => {
  test('behavior: events are recorded with their fields; MODAL_CREATED never arrives', async () => {
    const analytics = createAnalyticsClient({ baseUrl: devnet.urls.services, projectId: 'contract-test', sdkType: 'appkit', location })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_CREATED' })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    const events = (await recorded()).filter((e) => e.projectId === 'contract-test')
    expect(events.map((e) => e.props.event)).toEqual(['MODAL_OPEN'])
    expect(events[0]).toMatchObject({ projectId: 'contract-test', st: 'appkit', domain: '127.0.0.1', via: '/e' })
  })

  test('behavior: both transports reach the sink: the event sender (default) by /e, st left out when unset; the batcher by /batch', async () => {
    const single = createAnalyticsEventSender({ baseUrl: devnet.urls.services, projectId: 'contract-event', sdkVersion: 'v4', location })
    single.add({ type: 'track', event: 'MODAL_OPEN', address: '0xabc', properties: { caipNetworkId: 'eip155:1' } })
    single.add({ type: 'track', event: 'MODAL_CLOSE', properties: { caipNetworkId: 'eip155:1' } })
    await single.flush()
    const batcher = createAnalyticsBatcher({
      baseUrl: devnet.urls.services,
      projectId: 'contract-batch',
      sdkType: 'appkit',
      sdkVersion: 'v4',
      location,
      intervalMs: 3_600_000,
    })
    batcher.add({ type: 'track', event: 'MODAL_OPEN' })
    batcher.add({ type: 'track', event: 'MODAL_CLOSE' })
    await batcher.flush()
    batcher.stop()
    const all = await recorded()
    const sent = all.filter((e) => e.projectId === 'contract-event')
    expect(sent.map((e) => e.props.event).sort()).toEqual(['MODAL_CLOSE', 'MODAL_OPEN'])
    expect(sent.every((e) => e.via === '/e' && e.st === null && e.sv === 'v4' && typeof e.timestamp === 'number')).toBe(true)
    expect(sent.find((e) => e.props.event === 'MODAL_OPEN')).toMatchObject({
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      props: { type: 'track', address: '0xabc', properties: { caipNetworkId: 'eip155:1' } },
    })
    expect(all.filter((e) => e.projectId === 'contract-batch').map((e) => [e.props.event, e.via, e.st])).toEqual([
      ['MODAL_OPEN', '/batch', 'appkit'],
      ['MODAL_CLOSE', '/batch', 'appkit'],
    ])
  })

  test('behavior: a denied project gets the Invalid App Configuration alert once', async () => {
    const alerts: AnalyticsAlert[] = []
    const analytics = createAnalyticsClient({
      baseUrl: devnet.urls.services,
      projectId: 'forbidden-project',
      location,
      onAlert: (a) => alerts.push(a),
    })
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe(false)
    await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.title).toBe('Invalid App Configuration')
  })
})
