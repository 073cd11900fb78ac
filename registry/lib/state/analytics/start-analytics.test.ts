import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLocalServer, type LocalServer } from '@/registry/lib/api/test-utils/local-server'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { evmNetwork, fakeConnector } from '../test/fake-connector'

// Catalogue and analytics on one real HTTP server: projects named 'off-*' have analytics off in their config, 'denied-*' get 403s.
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer((request) =>
    request.url.pathname === '/getAnalyticsConfig'
      ? { json: { isAnalyticsEnabled: !request.url.searchParams.get('projectId')?.startsWith('off-') } }
      : // 'denied-*' projects: the origin is not on the allowlist.
        request.url.searchParams.get('projectId')?.startsWith('denied-')
        ? { status: 403, json: { error: 'Origin not found on Allowlist' } }
        : { json: { ok: true } },
  )
})
afterAll(() => server.close())

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const kitFor = (projectId: string, analytics?: boolean | { transport?: 'event' | 'batch' }) =>
  createWalletKit({
    projectId,
    networks: [evmNetwork(1), evmNetwork(10)],
    storage: createMemoryStorage(),
    platform,
    catalogueUrl: server.url,
    analyticsUrl: server.url,
    analytics,
  })
const requestsOf = (projectId: string, paths = ['/getAnalyticsConfig', '/batch', '/e']) =>
  server.requests.filter((r) => r.url.searchParams.get('projectId') === projectId && paths.includes(r.url.pathname))
type Sent = { props: { type: string; event: string; address?: string; properties: Record<string, unknown> } }
// /e carries one event per request, /batch an array of them.
const sentBy = (projectId: string): Sent[] =>
  requestsOf(projectId, ['/e', '/batch']).flatMap((r) =>
    r.url.pathname === '/batch' ? (JSON.parse(r.body) as Sent[]) : [JSON.parse(r.body) as Sent],
  )
const pathsOf = (projectId: string) => [...new Set(requestsOf(projectId, ['/e', '/batch']).map((r) => r.url.pathname))]
const session7 = [
  'MODAL_OPEN',
  'CLICK_ALL_WALLETS',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'MODAL_CLOSE',
]

/** Open, all wallets, pick, connect, switch, disconnect, close: the modal session every test drives. */
async function session(kit: ReturnType<typeof kitFor>): Promise<void> {
  const connector = fakeConnector({ id: 'x', name: 'Fake Wallet' })
  kit.connectors.register(connector)
  kit.modal.open()
  kit.router.push('AllWallets')
  kit.router.push('ConnectingExternal', { connector, wallet: { id: 'x', name: 'Fake Wallet' } })
  await kit.connection.connect(connector)
  await kit.networks.switchNetwork(evmNetwork(10))
  await kit.connection.disconnect()
  kit.modal.close()
}

describe('startAnalytics', () => {
  test('behavior: a 403 from analytics shows the alert the sender heard (SPEC §8 Invalid App Configuration), once', async () => {
    const kit = kitFor('denied-site')
    const stop = kit.start()
    await expect.poll(() => kit.analytics.status()).toBe('on')
    kit.modal.open()
    await expect.poll(() => kit.alerts.store.getState().current?.message).toBe('Invalid App Configuration')
    expect(kit.alerts.store.getState().current).toEqual({
      kind: 'ALERT_INVALID_APP_CONFIGURATION',
      message: 'Invalid App Configuration',
      description: "This site's origin is not on the project's allowlist. Add it to the project's allowed domains, then reload.",
      variant: 'error',
    })
    kit.modal.close()
    stop()
    expect(requestsOf('denied-site', ['/e'])).toHaveLength(1)
  })

  test('default: each event of the modal session is its own POST /e, with the account and network of its moment', async () => {
    const kit = kitFor('on-default')
    const stop = kit.start()
    await session(kit)
    await expect.poll(() => kit.analytics.status()).toBe('on')
    stop()
    // Single events travel side by side, so the server may see them in any order.
    await expect
      .poll(() =>
        sentBy('on-default')
          .map((e) => e.props.event)
          .sort(),
      )
      .toEqual([...session7].sort())
    expect(pathsOf('on-default')).toEqual(['/e'])
    expect(requestsOf('on-default', ['/e'])).toHaveLength(7)
    const byName = (name: string) => sentBy('on-default').find((e) => e.props.event === name)?.props
    expect(byName('MODAL_OPEN')).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { caipNetworkId: 'eip155:1', connected: false },
    })
    expect(byName('SELECT_WALLET')?.properties).toEqual({ caipNetworkId: 'eip155:1', name: 'Fake Wallet', platform: 'browser' })
    expect(byName('CONNECT_SUCCESS')).toMatchObject({
      address: '0x1111111111111111111111111111111111111111',
      properties: { caipNetworkId: 'eip155:1', name: 'Fake Wallet', method: 'ANNOUNCED' },
    })
    expect(byName('SWITCH_NETWORK')).toMatchObject({
      address: '0x1111111111111111111111111111111111111111',
      properties: { caipNetworkId: 'eip155:10', network: 'eip155:10' },
    })
    expect(byName('MODAL_CLOSE')).toEqual({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { caipNetworkId: 'eip155:10', connected: false },
    })
    // The kit's own sdkType and sdkVersion are the st and sv of every event.
    expect(requestsOf('on-default', ['/e'])[0]?.url.searchParams.get('st')).toBe('appkit')
  })

  test("parameters: analytics { transport: 'batch' } sends the same session in order as one /batch", async () => {
    const kit = kitFor('on-batch', { transport: 'batch' })
    const stop = kit.start()
    await session(kit)
    await expect.poll(() => kit.analytics.status()).toBe('on')
    // Stopping sends what is queued (by fetch here: Node has no sendBeacon).
    stop()
    await expect.poll(() => sentBy('on-batch').map((e) => e.props.event)).toEqual(session7)
    expect(pathsOf('on-batch')).toEqual(['/batch'])
    expect(sentBy('on-batch')[3]).toMatchObject({
      props: { address: '0x1111111111111111111111111111111111111111', properties: { caipNetworkId: 'eip155:1', method: 'ANNOUNCED' } },
    })
  })

  test('behavior: flow outcomes recorded on kit.analytics before the sender loads are kept and sent', async () => {
    const kit = kitFor('on-early')
    void kit.analytics.sendEvent({ type: 'track', event: 'SWAP_SUCCESS', properties: { from: 'ETH', to: 'DUSD' } })
    const stop = kit.start()
    kit.modal.open()
    void kit.analytics.sendEvent({ type: 'track', event: 'MODAL_CREATED' })
    await expect.poll(() => kit.analytics.status()).toBe('on')
    stop()
    await expect
      .poll(() =>
        sentBy('on-early')
          .map((e) => e.props.event)
          .sort(),
      )
      .toEqual(['MODAL_OPEN', 'SWAP_SUCCESS'])
  })

  test('parameters: analytics false asks nothing and sends nothing, while the same session of a kit with it on is sent', async () => {
    const off = kitFor('p-opt-out', false)
    const control = kitFor('p-control')
    const stops = [off.start(), control.start()]
    await session(off)
    await session(control)
    await expect.poll(() => control.analytics.status()).toBe('on')
    for (const stop of stops) stop()
    await expect.poll(() => sentBy('p-control').length).toBe(7)
    expect(off.analytics.status()).toBe('off')
    expect(requestsOf('p-opt-out')).toEqual([])
    expect(await off.analytics.sendEvent({ type: 'track', event: 'SWAP_SUCCESS' })).toBe(false)
  })

  test('behavior: a project whose catalogue config has analytics off sends nothing', async () => {
    const off = kitFor('off-config')
    const control = kitFor('on-control')
    const stops = [off.start(), control.start()]
    await session(off)
    await session(control)
    await expect.poll(() => off.analytics.status()).toBe('off')
    await expect.poll(() => control.analytics.status()).toBe('on')
    for (const stop of stops) stop()
    await expect.poll(() => sentBy('on-control').length).toBe(7)
    expect(requestsOf('off-config').map((r) => r.url.pathname)).toEqual(['/getAnalyticsConfig'])
  })
})
