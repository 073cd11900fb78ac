import { describe, expect, test } from 'vitest'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import { quickestStart, suggestWallets } from '@/registry/lib/state/wallets/get-wallet'

const wallet = (id: string, extra: Partial<CatalogueWallet> = {}): CatalogueWallet => ({
  id,
  name: `Wallet ${id}`,
  mobile_link: `${id}://`,
  app_store: `https://apps.example/${id}`,
  play_store: `https://play.example/${id}`,
  ...extra,
})
const input = (overrides: Partial<Parameters<typeof suggestWallets>[0]> = {}) => ({
  featured: [],
  recommended: [],
  excluded: [],
  os: 'other' as const,
  ...overrides,
})

describe('suggestWallets', () => {
  test('behavior: featured first, then recommended, each once, at most 4', () => {
    const suggested = suggestWallets(
      input({ featured: [wallet('f1'), wallet('r1')], recommended: [wallet('r1'), wallet('r2'), wallet('r3'), wallet('r4')] }),
    )
    expect(suggested.map((w) => w.id)).toEqual(['f1', 'r1', 'r2', 'r3'])
  })

  test('behavior: the phone store only on a known phone system, both elsewhere', () => {
    const [ios] = suggestWallets(input({ recommended: [wallet('a')], os: 'ios' }))
    expect(ios?.storeLinks).toEqual([{ store: 'appStore', href: 'https://apps.example/a' }])
    const [android] = suggestWallets(input({ recommended: [wallet('a')], os: 'android' }))
    expect(android?.storeLinks).toEqual([{ store: 'playStore', href: 'https://play.example/a' }])
    const [desktop] = suggestWallets(input({ recommended: [wallet('a')], os: 'mac' }))
    expect(desktop?.storeLinks.map((l) => l.store)).toEqual(['appStore', 'playStore'])
  })

  test('behavior: only https store pages and web apps; a wallet with none is left out', () => {
    const suggested = suggestWallets(
      input({
        recommended: [
          wallet('plain', { app_store: 'http://apps.example/plain', play_store: 'javascript:alert(1)' }),
          wallet('web', { app_store: null, play_store: null, webapp_link: 'https://web.example' }),
          wallet('nolink', { mobile_link: null, play_store: null }),
        ],
      }),
    )
    expect(suggested.map((w) => [w.id, w.storeLinks.map((l) => l.href), w.webapp])).toEqual([
      ['web', [], 'https://web.example'],
      ['nolink', ['https://apps.example/nolink'], undefined],
    ])
  })

  test('behavior: the host excluded wallets (id, name or rdns, any case) are not suggested', () => {
    const suggested = suggestWallets(
      input({ recommended: [wallet('A'), wallet('b'), wallet('c', { rdns: 'io.c' })], excluded: ['a', 'WALLET B', 'io.C'] }),
    )
    expect(suggested).toEqual([])
  })

  test('behavior: carries the catalogue image', () => {
    expect(suggestWallets(input({ recommended: [wallet('a', { image_url: 'https://img.example/a.png' })] }))[0]?.imageUrl).toBe(
      'https://img.example/a.png',
    )
  })
})

describe('quickestStart', () => {
  test('behavior: e-mail first, then socials, else none', () => {
    expect(quickestStart({ email: true, socials: ['google'] })).toBe('email')
    expect(quickestStart({ email: false, socials: ['google'] })).toBe('social')
    expect(quickestStart({ email: false, socials: [] })).toBeUndefined()
    expect(quickestStart({ email: false, socials: false })).toBeUndefined()
  })
})
