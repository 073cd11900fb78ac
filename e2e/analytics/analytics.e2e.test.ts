import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { HostAppOptions } from '../support/host-app'
import { hostAppSource, withExposedKit } from '../support/host-source'
import { startSession, type Session } from '../support/session'

// The shared host; `?analytics=off` turns the kit's analytics option off for that page and
// `?analytics=batch` picks the batch transport (the default sends each event to /e).
const analyticsOption = `(() => { const a = new URLSearchParams(window.location.search).get('analytics'); return a === 'off' ? false : a === 'batch' ? { transport: 'batch' as const } : true })()`
const appSource: NonNullable<HostAppOptions['appSource']> = (roots) =>
  withExposedKit(hostAppSource(roots), roots).replace(
    'analyticsUrl={host.services}',
    `analyticsUrl={host.services}\n      analytics={${analyticsOption}}`,
  )

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-analytics', { host: { appSource } })
})
afterAll(() => session?.stop())

type Recorded = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  via: string
  projectId: string
  st: string | null
  sv: string | null
  props: { type: string; event: string; address?: string; properties: Record<string, unknown> }
}
const recorded = async (): Promise<Recorded[]> =>
  ((await (await fetch(`${session.devnet.urls.services}/dev/analytics`)).json()) as { events: Recorded[] }).events
const eventsOf = async (page: Page): Promise<Recorded[]> => (await recorded()).filter((e) => e.url === page.url())
// What a page sends to the analytics service or asks the catalogue about it.
const watchAnalyticsRequests = (page: Page): string[] => {
  const seen: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.origin === session.devnet.urls.services && ['/getAnalyticsConfig', '/batch', '/e'].includes(url.pathname))
      seen.push(url.pathname)
  })
  return seen
}
// Single events travel side by side and may arrive in any order: compare them as a set.
// Canonical JSON (keys sorted at every depth), so the comparison ignores key order.
const canon = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  )
const byJson = <T>(list: T[]) => [...list].sort((a, b) => canon(a).localeCompare(canon(b)))
// The page going away: the kit sends what it queued by beacon.
const leave = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')))

/** Open, all wallets, two searches, back, a declined then accepted connect, switch network, disconnect. */
async function modalSession(page: Page): Promise<void> {
  const [, secondary] = session.devnet.evmChains
  if (!secondary) throw new Error('devnet runs two EVM chains')
  const searches: string[] = []
  page.on('request', (r) => {
    const search = new URL(r.url()).searchParams.get('search')
    if (search) searches.push(search)
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.pressSequentially('zephyr', { delay: 20 })
  await expect.poll(() => searches.includes('zephyr')).toBe(true)
  await search.fill('')
  await search.pressSequentially('alice@example.com', { delay: 10 })
  await expect.poll(() => searches.includes('alice@example.com')).toBe(true)
  await dialog.getByRole('button', { name: 'Back' }).click()
  const wallet = dialog.locator('[data-section="injected"]').getByRole('button', { name: /Devnet Wallet/ })
  await page.evaluate(() => (window as unknown as { __devnetWallet: { rejectNextRequest(): void } }).__devnetWallet.rejectNextRequest())
  await wallet.click()
  await dialog.getByText('Connection declined').waitFor()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  await dialog.locator('[data-slot="account-view-network"]').click()
  await dialog.locator(`[data-network="eip155:${secondary.chainId}"]`).click()
  await expect.poll(() => dialog.locator('[data-slot="account-view-network"]').textContent()).toBe(secondary.name)
  await dialog.locator('[data-slot="account-view-disconnect"]').click()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
}

describe('analytics in Chromium', () => {
  let sessionEvents: Recorded[] = []

  test('default: a modal session reaches devnet as exactly these events, each its own POST /e, complete and stamped in the order they happened', async () => {
    const page = await session.newPage()
    const [primary, secondary] = session.devnet.evmChains
    const address = session.devnet.evmAccounts[0]?.address.toLowerCase()
    if (!primary || !secondary || !address) throw new Error('devnet runs two EVM chains and dev accounts')
    await modalSession(page)
    await leave(page)
    await expect
      .poll(
        async () =>
          (await eventsOf(page)).some(
            (e) =>
              e.props.event === 'MODAL_CLOSE' &&
              e.props.properties.connected === false &&
              e.props.properties.caipNetworkId !== `eip155:${primary.chainId}`,
          ),
        { timeout: 15_000 },
      )
      .toBe(true)
    sessionEvents = await eventsOf(page)
    const first = `eip155:${primary.chainId}`
    const second = `eip155:${secondary.chainId}`
    const expected = [
      { type: 'track', event: 'MODAL_OPEN', properties: { caipNetworkId: first, connected: false } },
      { type: 'track', event: 'CLICK_ALL_WALLETS', properties: { caipNetworkId: first } },
      { type: 'track', event: 'SEARCH_WALLET', properties: { caipNetworkId: first, search: 'zephyr' } },
      { type: 'track', event: 'SEARCH_WALLET', properties: { caipNetworkId: first, search: '[email]' } },
      { type: 'track', event: 'SELECT_WALLET', properties: { caipNetworkId: first, name: 'Devnet Wallet', platform: 'browser' } },
      { type: 'track', event: 'CONNECT_ERROR', properties: { caipNetworkId: first, name: 'Devnet Wallet' } },
      {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        address,
        properties: { caipNetworkId: first, name: 'Devnet Wallet', method: 'ANNOUNCED' },
      },
      { type: 'track', event: 'MODAL_CLOSE', address, properties: { caipNetworkId: first, connected: true } },
      { type: 'track', event: 'MODAL_OPEN', address, properties: { caipNetworkId: first, connected: true } },
      { type: 'track', event: 'SWITCH_NETWORK', address, properties: { caipNetworkId: second, network: second } },
      { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { caipNetworkId: second } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { caipNetworkId: second, connected: false } },
    ]
    expect(byJson(sessionEvents.map((e) => e.props))).toEqual(byJson(expected))
    // Their timestamps follow the order the user did things in (the twelve props are distinct).
    const stamps = expected.map((props) => sessionEvents.find((e) => canon(e.props) === canon(props))!.timestamp)
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b))
    for (const event of sessionEvents) {
      expect(event.via).toBe('/e')
      expect(event.projectId).toBe('walletkit-e2e')
      expect([event.st, event.sv]).toEqual(['appkit', 'react-walletkit-4'])
      expect(event.url).toBe(`${session.server.url}/`)
      expect(event.domain).toBe('127.0.0.1')
      expect(event.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
    expect(new Set(sessionEvents.map((e) => e.eventId)).size).toBe(sessionEvents.length)
    expect(sessionEvents.some((e) => e.props.event === 'MODAL_CREATED')).toBe(false)
    await page.close()
  })

  test('behavior: no event of the session contains an "@" (the e-mail typed in the wallet search is scrubbed)', () => {
    expect(sessionEvents.length).toBe(12)
    expect(JSON.stringify(sessionEvents)).not.toContain('@')
  })

  test('parameters: analytics false sends nothing and asks no config, while a page with it on sends the same steps', async () => {
    const off = await session.newPage('?analytics=off')
    const offRequests = watchAnalyticsRequests(off)
    await off.reload()
    const on = await session.newPage('?analytics=on')
    const onRequests = watchAnalyticsRequests(on)
    await on.reload()
    for (const page of [off, on]) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'All Wallets' }).click()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await leave(page)
    }
    // Positive signal first: the page with analytics on got its events through.
    await expect
      .poll(async () => (await eventsOf(on)).map((e) => e.props.event), { timeout: 15_000 })
      .toEqual(['MODAL_OPEN', 'CLICK_ALL_WALLETS', 'MODAL_CLOSE'])
    expect(onRequests).toEqual(['/getAnalyticsConfig', '/e', '/e', '/e'])
    expect(await eventsOf(off)).toEqual([])
    expect(offRequests).toEqual([])
    await off.close()
    await on.close()
  })

  test("parameters: analytics { transport: 'batch' } sends the same steps in order as one beacon to /batch when the page is left", async () => {
    const page = await session.newPage('?analytics=batch')
    const requests = watchAnalyticsRequests(page)
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'All Wallets' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await eventsOf(page)).toEqual([])
    await leave(page)
    await expect
      .poll(async () => (await eventsOf(page)).map((e) => [e.props.event, e.via]), { timeout: 15_000 })
      .toEqual([
        ['MODAL_OPEN', '/batch'],
        ['CLICK_ALL_WALLETS', '/batch'],
        ['MODAL_CLOSE', '/batch'],
      ])
    expect(requests).toEqual(['/getAnalyticsConfig', '/batch'])
    await page.close()
  })

  test('behavior: a tab closed right after a click loses no event, with either transport', async () => {
    for (const transport of ['event', 'batch'] as const) {
      const page = await session.newPage(`?analytics=${transport}&closing=1`)
      const url = page.url()
      // Events wait in the page until the kit knows analytics is on (the catalogue's config answer).
      await page.waitForFunction(() => window.__walletkit?.analytics.status() === 'on')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const allWallets = page.getByRole('dialog').getByRole('button', { name: 'All Wallets' })
      await allWallets.waitFor()
      // The click runs in the page and the tab is closed as soon as it returns: no turn of the
      // page's event loop is given to the kit in between.
      await allWallets.evaluate((button: HTMLElement) => button.click())
      await page.close({ runBeforeUnload: true })
      await expect
        .poll(
          async () =>
            (await recorded())
              .filter((e) => e.url === url)
              .map((e) => e.props.event)
              .sort(),
          { timeout: 15_000 },
        )
        .toEqual(['CLICK_ALL_WALLETS', 'MODAL_OPEN'])
    }
  })
})
