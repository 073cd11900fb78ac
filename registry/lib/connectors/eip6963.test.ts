// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Connector } from './connector-interface'
import { watchEvmWallets } from './eip6963'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const provider = () => ({ request: async () => null })
const info = (rdns: string, overrides = {}) => ({ uuid: crypto.randomUUID(), name: rdns, icon, rdns, ...overrides })

function announceOn(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

let stop: (() => void) | undefined
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  stop?.()
  vi.useRealTimers()
  Reflect.deleteProperty(window, 'ethereum')
})

function watch(): { latest: () => readonly Connector[] } {
  let list: readonly Connector[] = []
  stop = watchEvmWallets({ target: window, onChange: (next) => (list = next) })
  return { latest: () => list }
}

describe('watchEvmWallets', () => {
  test('behavior: dispatches eip6963:requestProvider and lists announced wallets as ANNOUNCED', () => {
    const requested = vi.fn()
    window.addEventListener('eip6963:requestProvider', requested)
    // A wallet answers the request, as extensions do.
    const answer = () => announceOn(window, { info: info('io.example'), provider: provider() })
    window.addEventListener('eip6963:requestProvider', answer)
    const { latest } = watch()
    window.removeEventListener('eip6963:requestProvider', requested)
    window.removeEventListener('eip6963:requestProvider', answer)
    expect(requested).toHaveBeenCalledOnce()
    expect(latest()).toMatchObject([{ id: 'io.example', type: 'ANNOUNCED', imageUrl: icon, info: { rdns: 'io.example' } }])
  })

  test('behavior: announcements are deduplicated by rdns', () => {
    const { latest } = watch()
    announceOn(window, { info: info('io.example'), provider: provider() })
    announceOn(window, { info: info('io.example', { name: 'Impostor' }), provider: provider() })
    announceOn(window, { info: info('com.other'), provider: provider() })
    expect(latest().map((c) => c.name)).toEqual(['io.example', 'com.other'])
  })

  test('behavior: invalid announced info is ignored (uuid, name, data-URI icon, rdns)', () => {
    const { latest } = watch()
    announceOn(window, { info: info('io.a', { uuid: 'nope' }), provider: provider() })
    announceOn(window, { info: info('io.b', { name: '' }), provider: provider() })
    announceOn(window, { info: info('io.c', { icon: 'https://evil.example/icon.svg' }), provider: provider() })
    announceOn(window, { info: info('not a domain'), provider: provider() })
    announceOn(window, { info: info('io.e'), provider: {} })
    expect(latest()).toEqual([])
  })

  test('behavior: falls back to window.ethereum as INJECTED when nothing announces within 200 ms', () => {
    Object.assign(window, { ethereum: provider() })
    const { latest } = watch()
    expect(latest()).toEqual([])
    vi.advanceTimersByTime(199)
    expect(latest()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(latest()).toMatchObject([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }])
  })

  test('behavior: no fallback when a wallet announced', () => {
    Object.assign(window, { ethereum: provider() })
    const { latest } = watch()
    announceOn(window, { info: info('io.example'), provider: provider() })
    vi.advanceTimersByTime(200)
    expect(latest().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })

  test('behavior: a late announcement replaces the fallback', () => {
    Object.assign(window, { ethereum: provider() })
    const { latest } = watch()
    vi.advanceTimersByTime(200)
    announceOn(window, { info: info('io.example'), provider: provider() })
    expect(latest().map((c) => c.id)).toEqual(['io.example'])
  })
})
