import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMailbox } from '../mailbox'
import type { HttpService } from './server'
import { startServices } from './start-services'

let services: HttpService
const erc20 = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const, name: 'Dev USD', symbol: 'DUSD', decimals: 6 }

beforeAll(async () => {
  services = await startServices({ port: 0, chains: { evm: [], erc20, solana: null }, mailbox: createMailbox(), catalogueSize: 50 })
})
afterAll(async () => {
  await services?.stop()
})

const routes: Array<['GET' | 'POST', string]> = [
  ['GET', '/v1/account/ADDR/balance'],
  ['GET', '/v1/account/ADDR/history'],
  ['GET', '/v1/convert/quotes'],
  ['GET', '/v1/convert/allowance'],
  ['GET', '/v1/convert/build-approve'],
  ['POST', '/v1/convert/build-transaction'],
  ['POST', '/v1/fungible/price'],
  ['GET', '/v1/profile/account/ADDR'],
  ['POST', '/v1/profile/account'],
  ['POST', '/v1/generators/onrampurl'],
  ['POST', '/v1/onramp/quote'],
  ['POST', '/v1/'],
  ['GET', '/getWallets'],
  ['POST', '/e'],
  ['POST', '/batch'],
]

const queryKeys = [
  'projectId',
  'chainId',
  'cursor',
  'page',
  'entries',
  'search',
  'from',
  'to',
  'amount',
  'tokenAddress',
  'userAddress',
  'include',
]

describe('bad input', () => {
  test('behavior: garbage paths, queries and bodies get a JSON answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.string({ maxLength: 12 }),
        fc.dictionary(fc.constantFrom(...queryKeys), fc.string({ maxLength: 12 }), { maxKeys: 5 }),
        fc.oneof(fc.string({ maxLength: 40 }), fc.json({ maxDepth: 2 })),
        async ([method, template], segment, query, body) => {
          const path = template.replace('ADDR', encodeURIComponent(segment) || 'x')
          const search = new URLSearchParams({ projectId: 'p', ...query })
          const response = await fetch(`${services.url}${path}?${search}`, { method, ...(method === 'POST' ? { body } : {}) })
          expect(response.status).toBeLessThan(500)
          expect(response.headers.get('content-type')).toMatch(/^application\/json/)
          await response.json()
        },
      ),
      { numRuns: 150 },
    )
  })

  test('behavior: a malformed percent-escape in a path segment is a 4xx, not a crash', async () => {
    const response = await fetch(`${services.url}/v1/profile/account/%E0%A4%A?projectId=p`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ status: 'FAILED' })
  })
})
