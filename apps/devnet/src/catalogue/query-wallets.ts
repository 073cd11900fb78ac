import { HttpError } from '../services/http'
import type { CatalogueWallet } from './generate-wallets'

export type WalletQuery = {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
  badge_type?: 'none' | 'certified'
  names?: string[]
  rdns?: string[]
}

function list(value: string | null): string[] | undefined {
  if (value === null || value.trim() === '') return undefined
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0)
}

function positiveInt(value: string | null, name: string, fallback: number): number {
  if (value === null || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new HttpError(400, `Invalid ${name}: ${value}`)
  return n
}

/** Reads /getWallets query parameters (API.md §3); `badge` is accepted as an alias of `badge_type`. */
export function parseWalletQuery(query: URLSearchParams): WalletQuery {
  const badge = query.get('badge_type') ?? query.get('badge')
  if (badge !== null && badge !== 'none' && badge !== 'certified') throw new HttpError(400, `Invalid badge_type: ${badge}`)
  return {
    page: positiveInt(query.get('page'), 'page', 1),
    entries: Math.min(positiveInt(query.get('entries'), 'entries', 40), 1000),
    search: query.get('search')?.trim() || undefined,
    include: list(query.get('include')),
    exclude: list(query.get('exclude')),
    chains: list(query.get('chains')),
    badge_type: badge ?? undefined,
    names: list(query.get('names')),
    rdns: list(query.get('rdns')),
  }
}

/** Filters then pages; `count` is the number of matches before paging. */
export function queryWallets(wallets: ReadonlyArray<CatalogueWallet>, q: WalletQuery): { data: CatalogueWallet[]; count: number } {
  const search = q.search?.toLowerCase()
  const names = q.names?.map((n) => n.toLowerCase())
  const matches = wallets.filter(
    (w) =>
      (!q.include || q.include.includes(w.id)) &&
      !q.exclude?.includes(w.id) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!q.chains || w.chains.some((c) => q.chains?.includes(c))) &&
      (q.badge_type !== 'certified' || w.badge_type === 'certified') &&
      (!names || names.includes(w.name.toLowerCase())) &&
      (!q.rdns || (w.rdns !== null && q.rdns.includes(w.rdns))),
  )
  const start = (q.page - 1) * q.entries
  return { data: matches.slice(start, start + q.entries), count: matches.length }
}
