import { describe, expect, test } from 'vitest'
import { createCatalogueClient } from './create-catalogue-client'
import { getWallets } from './get-wallets'
import { getAnalyticsConfig } from './get-analytics-config'
import { catalogueFixtures as fixtures } from '../test-utils/wire-fixtures/catalogue'
import { withoutUnlisted } from '../test-utils/wire-fixtures/wire-shape'
import { fixtureFetch, requestDrift } from '../test-utils/wire-fixtures/wire-request'

// Our catalogue client against the real catalogue's wire as API.md §3 records it (hand-written
// fixtures, not devnet): each answer through the real client function, and the Request it made
// checked against the API.md row. The stand-in meets the same fixtures in
// ../stand-in-shapes.contract.test.ts.

function over(body: unknown) {
  const wire = fixtureFetch(() => ({ json: body }))
  const catalogue = createCatalogueClient({
    baseUrl: 'https://api.web3modal.org',
    projectId: 'p1',
    sdkVersion: 'react-wagmi-1.8.19',
    fetch: wire.fetch,
  })
  return { catalogue, last: () => wire.requests.at(-1)! }
}

describe('catalogue client against API.md §3 fixtures', () => {
  for (const form of ['full', 'minimal'] as const) {
    test(`parameters: getWallets (${form})`, async () => {
      const { catalogue, last } = over(fixtures.getWallets[form])
      const result = await getWallets(catalogue, {
        page: 2,
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        include: ['a1'],
        exclude: ['b2', 'c3'],
        badgeType: 'certified',
      })
      expect(result).toEqual(withoutUnlisted(fixtures.getWallets[form]))
      expect(requestDrift(last(), fixtures.getWallets.request)).toEqual([])
      expect(Object.fromEntries(last().url.searchParams)).toMatchObject({
        page: '2',
        entries: '40',
        chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        exclude: 'b2,c3',
        badge_type: 'certified',
      })
    })

    test(`parameters: getAnalyticsConfig (${form})`, async () => {
      const { catalogue, last } = over(fixtures.analyticsConfig[form])
      await expect(getAnalyticsConfig(catalogue)).resolves.toBe(fixtures.analyticsConfig[form].isAnalyticsEnabled)
      expect(requestDrift(last(), fixtures.analyticsConfig.request)).toEqual([])
    })
  }

  test("behavior: a search sends the trimmed term and 100 entries; std values are the client's, never a clientId", async () => {
    const { catalogue, last } = over(fixtures.getWallets.minimal)
    await getWallets(catalogue, { search: '  rain ', chains: ['eip155:1'] })
    expect(requestDrift(last(), fixtures.getWallets.request)).toEqual([])
    expect(last().url.search).toBe('?projectId=p1&st=appkit&sv=react-wagmi-1.8.19&page=1&entries=100&search=rain&chains=eip155%3A1')
  })
})
