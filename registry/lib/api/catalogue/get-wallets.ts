import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { walletsResponseSchema, type WalletsResponse } from '@/registry/lib/api/catalogue/schemas'

/** SPEC §9: the wallet list pages by 40; a search asks for 100 at once. */
export const walletsPageSize = 40
export const walletsSearchSize = 100

export type GetWalletsParameters = {
  /** 1-based. */
  page?: number | undefined
  entries?: number | undefined
  /** CAIP-2 ids of the configured networks. */
  chains?: readonly string[] | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badgeType?: 'none' | 'certified' | undefined
  signal?: AbortSignal | undefined
}

/**
 * GET /getWallets. A non-empty search asks for 100 entries with the trimmed term; otherwise a
 * page of 40. Lists are comma-joined; empty ones are left out.
 *
 * @example
 * const { data, count } = await getWallets(catalogue, { page: 1, chains: ['eip155:1'] })
 */
export function getWallets(client: CatalogueClient, parameters: GetWalletsParameters = {}): Promise<WalletsResponse> {
  const { page = 1, chains, include, exclude, badgeType, signal } = parameters
  const search = parameters.search?.trim() || undefined
  const entries = parameters.entries ?? (search ? walletsSearchSize : walletsPageSize)
  return client.http.get({
    path: '/getWallets',
    params: client.std({
      page: String(page),
      entries: String(entries),
      search,
      badge_type: badgeType,
      chains: join(chains),
      include: join(include),
      exclude: join(exclude),
    }),
    schema: walletsResponseSchema,
    signal,
  })
}

function join(list: readonly string[] | undefined): string | undefined {
  return list && list.length > 0 ? list.join(',') : undefined
}
