import { describe, expect, test } from 'vitest'
import { fixtureFetch, requestDrift } from './wire-request'
import type { WireRequest } from './wire-shape'

// The request checker the wire-fixture tests rely on: what it reports, and what it lets through.

const row: WireRequest = {
  method: 'POST',
  path: '/v1/things/{id}',
  query: { required: ['projectId'], optional: ['st'] },
  body: { required: ['name'], optional: ['note'] },
  fixedQuery: { projectId: 'p1' },
  fixedBody: { name: 'a' },
}

async function capture(url: string, init: RequestInit) {
  const wire = fixtureFetch(() => ({ json: {} }))
  await wire.fetch(url, init)
  return wire.requests[0]!
}

describe('requestDrift', () => {
  test("default: the row's request, with clientId last, has no drift", async () => {
    expect(
      requestDrift(
        await capture('https://x.example/v1/things/7?projectId=p1&clientId=did%3Akey%3Az', {
          method: 'POST',
          body: JSON.stringify({ name: 'a' }),
        }),
        row,
      ),
    ).toEqual([])
  })

  test('behavior: method, path, query names and values, content-type and body fields are each reported', async () => {
    const sent = await capture('https://x.example/v1/things/7/more?projectId=p2&clientId=c&sv=4', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'b', extra: 1 }),
    })
    expect(requestDrift(sent, row)).toEqual([
      'method PUT, API.md POST',
      'path /v1/things/7/more, API.md /v1/things/{id}',
      'query clientId not in API.md',
      'query sv not in API.md',
      'query projectId=p2, API.md p1',
      'content-type application/json, API.md text/plain;charset=UTF-8',
      'body extra not in API.md',
      'body name="b", API.md "a"',
    ])
  })
})
