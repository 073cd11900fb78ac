import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createCatalogueClient } from './create-catalogue-client'
import { getWallets } from './get-wallets'
import { getAnalyticsConfig } from './get-analytics-config'
import { walletImageUrl, tokenImageUrl } from './image-urls'
import { createAnalyticsClient, type AnalyticsAlert } from '../analytics/create-analytics-client'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['services'] })
})
afterAll(() => devnet?.stop())
const catalogue = () => createCatalogueClient({ baseUrl: devnet.urls.services, projectId: 'contract-test' })
const location = () => ({ href: 'http://127.0.0.1:5173/', hostname: '127.0.0.1' })

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
    const analytics = createAnalyticsClient({ baseUrl: devnet.urls.services, projectId: 'contract-test', location })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_CREATED' })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    const { events } = (await (await fetch(`${devnet.urls.services}/dev/analytics`)).json()) as { events: Array<{ props: { event: string }; projectId: string; st: string; domain: string }> }
    expect(events.map((e) => e.props.event)).toEqual(['MODAL_OPEN'])
    expect(events[0]).toMatchObject({ projectId: 'contract-test', st: 'appkit', domain: '127.0.0.1', via: '/e' })
  })

  test('behavior: a denied project gets the Invalid App Configuration alert once', async () => {
    const alerts: AnalyticsAlert[] = []
    const analytics = createAnalyticsClient({ baseUrl: devnet.urls.services, projectId: 'forbidden-project', location, onAlert: (a) => alerts.push(a) })
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe(false)
    await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.message).toBe('Invalid App Configuration')
  })
})
