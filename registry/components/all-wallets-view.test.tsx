// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { AllWalletsView } from '@/registry/components/all-wallets-view'
import { renderWithKit } from '@/registry/components/test/kit'
import { startLocalServer, type LocalServer } from '@/registry/lib/api/test-utils/local-server'

// A catalogue of 2,000 wallets over real HTTP on 127.0.0.1, answering like /getWallets.
const wallets = Array.from({ length: 2000 }, (_, i) => ({ id: `wallet-${i}`, name: `Wallet ${i}`, image_id: `img-${i}` }))
let server: LocalServer

beforeAll(async () => {
  server = await startLocalServer(({ url }) => {
    const page = Number(url.searchParams.get('page'))
    const entries = Number(url.searchParams.get('entries'))
    const search = url.searchParams.get('search')
    const pool = search ? wallets.filter((w) => w.name.toLowerCase().includes(search.toLowerCase())) : wallets
    return {
      json: { data: pool.slice((page - 1) * entries, page * entries), count: pool.length },
      headers: { 'access-control-allow-origin': '*' },
    }
  })
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  server.requests.length = 0
})

// happy-dom sends CORS preflights too; only the GETs are catalogue calls.
const walletRequests = () => server.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/getWallets')
const renderView = () => renderWithKit(<AllWalletsView />, { catalogueUrl: server.url })

describe('AllWalletsView', () => {
  test('default: loads the first page of 40 for the configured networks', async () => {
    renderView()
    await screen.findByText('Wallet 0')
    const [first] = walletRequests()
    expect(first?.url.searchParams.get('page')).toBe('1')
    expect(first?.url.searchParams.get('entries')).toBe('40')
    expect(first?.url.searchParams.get('chains')).toBe('eip155:31337,eip155:31338')
    expect(first?.url.searchParams.get('projectId')).toBe('test-project')
  })

  test('behavior: images of the first 20 wallets load eagerly, the rest lazily', async () => {
    renderView()
    await screen.findByText('Wallet 0')
    const images = [...document.querySelectorAll('[data-slot="all-wallets-item"] img')]
    expect(images.length).toBeGreaterThan(20)
    expect(images.slice(0, 20).every((img) => img.getAttribute('loading') === 'eager')).toBe(true)
    expect(images.slice(20).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
    expect(images[0]?.getAttribute('src')).toContain(`${server.url}/getWalletImage/img-0?projectId=test-project`)
  })

  test('behavior: scrolling to the end loads the next page', async () => {
    renderView()
    await screen.findByText('Wallet 0')
    const scroller = document.querySelector('[data-slot="all-wallets-scroll"]') as HTMLElement
    scroller.scrollTop = 10 * 96
    fireEvent.scroll(scroller)
    await waitFor(() => expect(walletRequests().map((r) => r.url.searchParams.get('page'))).toContain('2'))
    await waitFor(() => expect(document.querySelector('[data-slot="all-wallets-view"]')?.getAttribute('data-count')).toBe('2000'))
  })

  test('behavior: only the visible rows of 2,000 wallets are in the DOM', async () => {
    renderView()
    await screen.findByText('Wallet 0')
    const scroller = document.querySelector('[data-slot="all-wallets-scroll"]') as HTMLElement
    const grid = document.querySelector('[data-slot="all-wallets-grid"]') as HTMLElement
    // Each loaded row of 4 adds 96 px to the grid, so its height counts the loaded wallets.
    const loaded = () => (Number.parseFloat(grid.style.height) / 96) * 4
    // Scroll to the end until 5 pages (200 wallets) are loaded.
    for (let page = 2; page <= 5; page++) {
      scroller.scrollTop = Number.parseFloat(grid.style.height)
      fireEvent.scroll(scroller)
      await waitFor(() => expect(loaded()).toBe(page * 40))
    }
    scroller.scrollTop = Number.parseFloat(grid.style.height) - 400
    fireEvent.scroll(scroller)
    await screen.findByText('Wallet 199')
    const items = document.querySelectorAll('[data-slot="all-wallets-item"]')
    // 400 px show ~4 rows, plus 2 overscan rows each side: at most 9 rows of 4 of the 200 loaded.
    expect(items.length).toBeLessThanOrEqual(36)
    expect(items.length).toBeGreaterThanOrEqual(16)
    expect(screen.queryByText('Wallet 0')).toBeNull()
  })

  test('behavior: search waits 300 ms, then asks for 100 results with the trimmed term', async () => {
    renderView()
    await screen.findByText('Wallet 0')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: '  Wallet 19  ' } })
    vi.advanceTimersByTime(299)
    expect(walletRequests().some((r) => r.url.searchParams.has('search'))).toBe(false)
    vi.advanceTimersByTime(1)
    await vi.waitFor(() => expect(walletRequests().some((r) => r.url.searchParams.get('search') === 'Wallet 19')).toBe(true))
    const search = walletRequests().find((r) => r.url.searchParams.has('search'))
    expect(search?.url.searchParams.get('entries')).toBe('100')
    // While the search is out the list is empty (data-searching), so 'Wallet 0' is gone before the
    // results arrive: wait for a result, not for the old list to leave (failed under load once).
    await vi.waitFor(() => expect(screen.getByText('Wallet 199')).toBeTruthy())
    expect(screen.queryByText('Wallet 0')).toBeNull()
  })

  test('behavior: typing within the wait sends only the last term', async () => {
    renderView()
    await screen.findByText('Wallet 0')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(input, { target: { value: 'Wal' } })
    vi.advanceTimersByTime(200)
    fireEvent.change(input, { target: { value: 'Wallet 7' } })
    vi.advanceTimersByTime(300)
    await vi.waitFor(() => expect(walletRequests().some((r) => r.url.searchParams.has('search'))).toBe(true))
    expect(
      walletRequests()
        .filter((r) => r.url.searchParams.has('search'))
        .map((r) => r.url.searchParams.get('search')),
    ).toEqual(['Wallet 7'])
  })
})
