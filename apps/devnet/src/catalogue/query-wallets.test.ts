import { describe, expect, test } from 'vitest'
import { generateWallets } from './generate-wallets'
import { parseWalletQuery, queryWallets } from './query-wallets'

const networks = { evm: ['eip155:1', 'eip155:31337'], solana: ['solana:local'] }
const wallets = generateWallets(600, networks)
const query = (params: Record<string, string>) => queryWallets(wallets, parseWalletQuery(new URLSearchParams(params)))

describe('generateWallets', () => {
  test('default: 600 distinct wallets with 64-hex ids, rdns and links', () => {
    expect(new Set(wallets.map((w) => w.id)).size).toBe(600)
    expect(new Set(wallets.map((w) => w.name)).size).toBe(600)
    for (const w of wallets) {
      expect(w.id).toMatch(/^[0-9a-f]{64}$/)
      expect(w.rdns).toMatch(/^com\.[a-z0-9]+$/)
      expect(w.mobile_link).toMatch(/:\/\/$/)
      expect(w.chains.length).toBeGreaterThan(0)
    }
  })

  test('behavior: the same index always yields the same wallet', () => {
    expect(generateWallets(2000, networks).slice(0, 600)).toEqual(wallets)
  })
})

describe('queryWallets', () => {
  test('parameters: page and entries page through every wallet once', () => {
    const seen = new Set<string>()
    for (let page = 1; page <= 15; page++) {
      const { data, count } = query({ page: String(page), entries: '40' })
      expect(count).toBe(600)
      expect(data).toHaveLength(40)
      for (const w of data) seen.add(w.id)
    }
    expect(seen.size).toBe(600)
    expect(query({ page: '16', entries: '40' }).data).toEqual([])
  })

  test('parameters: search is trimmed and case-insensitive on the name', () => {
    const { data, count } = query({ page: '1', entries: '100', search: '  aURORA  ' })
    expect(count).toBeGreaterThan(0)
    expect(data.every((w) => w.name.toLowerCase().includes('aurora'))).toBe(true)
    expect(query({ page: '1', entries: '100', search: 'aurora' }).count).toBe(count)
  })

  test('parameters: include and exclude take comma-joined ids', () => {
    const [a, b, c] = wallets
    expect(query({ include: `${a!.id},${b!.id}` }).data.map((w) => w.id)).toEqual([a!.id, b!.id])
    const rest = query({ entries: '1000', exclude: `${a!.id},${c!.id}` })
    expect(rest.count).toBe(598)
    expect(rest.data.some((w) => w.id === a!.id || w.id === c!.id)).toBe(false)
  })

  test('parameters: chains keeps wallets supporting any listed network', () => {
    const solana = query({ entries: '1000', chains: 'solana:local' })
    expect(solana.count).toBeGreaterThan(0)
    expect(solana.count).toBeLessThan(600)
    expect(solana.data.every((w) => w.chains.includes('solana:local'))).toBe(true)
  })

  test('parameters: badge_type=certified keeps certified wallets only', () => {
    const { data, count } = query({ entries: '1000', badge_type: 'certified' })
    expect(count).toBe(120)
    expect(data.every((w) => w.badge_type === 'certified')).toBe(true)
  })

  test('behavior: bad page numbers are a 400, not an empty answer', () => {
    expect(() => parseWalletQuery(new URLSearchParams({ page: '0' }))).toThrow('Invalid page: 0')
    expect(() => parseWalletQuery(new URLSearchParams({ entries: 'x' }))).toThrow('Invalid entries: x')
  })
})
