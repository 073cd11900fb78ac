import { describe, expect, test } from 'vitest'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import { getConnectorSections, type SectionsInput } from './connector-sections'
import { mergeConnectors } from './merge-connectors'
import { fakeConnector } from '../test/fake-connector'

const wallet = (id: string, name = id): CatalogueWallet => ({ id, name })
const walletConnect = fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
const announced = fakeConnector({ id: 'dev.walletkit.devnet', name: 'Devnet Wallet', type: 'ANNOUNCED', rdns: 'dev.walletkit.devnet' })
const external = fakeConnector({ id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL' })

const input = (overrides: Partial<SectionsInput> = {}): SectionsInput => ({
  groups: mergeConnectors([walletConnect, announced, external]),
  recent: [{ id: 'recent-1', name: 'Recent One' }],
  featured: [wallet('f1'), wallet('f2'), wallet('f3'), wallet('f4'), wallet('f5')],
  recommended: [wallet('r1'), wallet('r2'), wallet('r3'), wallet('r4'), wallet('r5')],
  custom: [wallet('custom-1')],
  excluded: [],
  walletConnectEnabled: true,
  connectedThroughWalletConnect: false,
  isMobile: false,
  ...overrides,
})
const kinds = (sections: ReturnType<typeof getConnectorSections>) => sections.map((s) => s.kind)
const names = (sections: ReturnType<typeof getConnectorSections>, kind: string) =>
  sections.find((s) => s.kind === kind)?.items.map((i) => i.name)

describe('getConnectorSections', () => {
  test('default: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(kinds(getConnectorSections(input()))).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  test('parameters: a configured order overrides', () => {
    expect(kinds(getConnectorSections(input({ order: ['injected', 'recommended'] })))).toEqual(['injected', 'recommended'])
  })

  test('behavior: walletConnect is left out when disabled', () => {
    expect(kinds(getConnectorSections(input({ walletConnectEnabled: false })))).not.toContain('walletConnect')
  })

  test('behavior: walletConnect is left out when already connected through it', () => {
    expect(kinds(getConnectorSections(input({ connectedThroughWalletConnect: true })))).not.toContain('walletConnect')
  })

  test('behavior: featured wallets up to 4', () => {
    expect(names(getConnectorSections(input()), 'featured')).toEqual(['f1', 'f2', 'f3', 'f4'])
  })

  test('behavior: recommended wallets 4', () => {
    expect(names(getConnectorSections(input()), 'recommended')).toEqual(['r1', 'r2', 'r3', 'r4'])
  })

  test('behavior: excluded wallets by id are hidden', () => {
    expect(names(getConnectorSections(input({ excluded: ['f2', 'dev.walletkit.devnet'] })), 'featured')).toEqual(['f1', 'f3', 'f4'])
    expect(kinds(getConnectorSections(input({ excluded: ['dev.walletkit.devnet'] })))).not.toContain('injected')
  })

  test('behavior: excluded wallets by case-insensitive name are hidden', () => {
    expect(kinds(getConnectorSections(input({ excluded: ['devnet WALLET'] })))).not.toContain('injected')
  })

  test('behavior: injected Browser Wallet is hidden on desktop without an identifier', () => {
    const browser = fakeConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
    expect(names(getConnectorSections(input({ groups: mergeConnectors([browser]) })), 'injected')).toBeUndefined()
  })

  test('behavior: a phone with an injected wallet (its in-app browser) lists that wallet first; a phone without one keeps the SPEC order', () => {
    expect(kinds(getConnectorSections(input({ isMobile: true })))).toEqual([
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(kinds(getConnectorSections(input({ isMobile: true, groups: mergeConnectors([walletConnect, external]) }))).slice(0, 2)).toEqual([
      'walletConnect',
      'recent',
    ])
    // A host's order still wins.
    expect(kinds(getConnectorSections(input({ isMobile: true, order: ['recommended', 'injected'] })))).toEqual(['recommended', 'injected'])
  })

  test('behavior: injected Browser Wallet is shown on mobile', () => {
    const browser = fakeConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
    expect(names(getConnectorSections(input({ groups: mergeConnectors([browser]), isMobile: true })), 'injected')).toEqual([
      'Browser Wallet',
    ])
  })

  test('behavior: injected Browser Wallet with an rdns is shown on desktop', () => {
    const browser = fakeConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', rdns: 'com.example' })
    expect(names(getConnectorSections(input({ groups: mergeConnectors([browser]) })), 'injected')).toEqual(['Browser Wallet'])
  })

  test('behavior: a recent wallet that is installed shows once, in recent, as its connector', () => {
    const sections = getConnectorSections(input({ recent: [{ id: 'dev.walletkit.devnet', rdns: 'dev.walletkit.devnet' }] }))
    expect(sections.find((s) => s.kind === 'recent')?.items[0]).toMatchObject({ kind: 'connector', name: 'Devnet Wallet' })
    expect(kinds(sections)).not.toContain('injected')
  })

  test('behavior: items carry stable keys, catalogue images (image_url) and rdns', () => {
    const sections = getConnectorSections(
      input({
        recent: [{ id: 'recent-1', name: 'Recent One', rdns: 'io.recent', imageUrl: 'https://127.0.0.1/recent.png' }],
        recommended: [
          { id: 'r1', name: 'R1', image_url: 'https://127.0.0.1/r1.png', rdns: 'io.r1' },
          { id: 'r2', name: 'R2', image_url: null },
        ],
      }),
    )
    const items = sections.flatMap((s) => s.items)
    expect(items.find((i) => i.name === 'Devnet Wallet')).toMatchObject({
      key: 'connector:dev.walletkit.devnet',
      rdns: 'dev.walletkit.devnet',
    })
    expect(items.find((i) => i.name === 'Recent One')).toMatchObject({
      key: 'wallet:recent-1',
      imageUrl: 'https://127.0.0.1/recent.png',
      rdns: 'io.recent',
    })
    expect(items.find((i) => i.name === 'R1')).toMatchObject({ key: 'wallet:r1', imageUrl: 'https://127.0.0.1/r1.png', rdns: 'io.r1' })
    const r2 = items.find((i) => i.name === 'R2')
    expect(r2?.imageUrl).toBeUndefined()
    expect(r2?.rdns).toBeUndefined()
    expect(items.find((i) => i.key === 'wallet:f1')?.imageUrl).toBeUndefined()
  })

  test('behavior: exclusion matches ids and rdns whatever their case', () => {
    const mixed = fakeConnector({ id: 'Io.Mixed', name: 'Mixed', type: 'ANNOUNCED', rdns: 'Io.Mixed.Rdns' })
    const groups = mergeConnectors([mixed, announced])
    expect(names(getConnectorSections(input({ groups, excluded: ['io.mixed'] })), 'injected')).toEqual(['Devnet Wallet'])
    expect(names(getConnectorSections(input({ groups, excluded: ['IO.MIXED.RDNS'] })), 'injected')).toEqual(['Devnet Wallet'])
    expect(
      names(getConnectorSections(input({ recommended: [wallet('Wallet-Id', 'Shown')], excluded: ['wallet-id'] })), 'recommended'),
    ).toBeUndefined()
  })

  test('behavior: the generic Browser Wallet shows on mobile, and with an rdns anywhere', () => {
    const generic = mergeConnectors([fakeConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })])
    expect(names(getConnectorSections(input({ groups: generic })), 'injected')).toBeUndefined()
    expect(names(getConnectorSections(input({ groups: generic, isMobile: true })), 'injected')).toEqual(['Browser Wallet'])
    const named = mergeConnectors([fakeConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', rdns: 'io.browser' })])
    expect(names(getConnectorSections(input({ groups: named })), 'injected')).toEqual(['Browser Wallet'])
  })

  test('behavior: a recent wallet is shown as the connector with its id or its rdns, else as itself', () => {
    const byRdns = getConnectorSections(input({ recent: [{ id: 'catalogue-id', name: 'Old Name', rdns: 'dev.walletkit.devnet' }] }))
    expect(byRdns.find((s) => s.kind === 'recent')?.items[0]).toMatchObject({ kind: 'connector', name: 'Devnet Wallet' })
    const byId = getConnectorSections(input({ recent: [{ id: 'dev.walletkit.devnet', name: 'Old Name' }] }))
    expect(byId.find((s) => s.kind === 'recent')?.items[0]).toMatchObject({ kind: 'connector', name: 'Devnet Wallet' })
    const neither = getConnectorSections(input({ recent: [{ id: 'other', name: 'Other', rdns: 'io.other' }] }))
    expect(neither.find((s) => s.kind === 'recent')?.items[0]).toMatchObject({ kind: 'wallet', name: 'Other' })
  })
})
