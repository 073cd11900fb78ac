import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { CliError } from '../errors'
import { fetchJson, MAX_RESPONSE_BYTES, resetFetchBudget } from './fetch-url'

const servers: Server[] = []
beforeEach(() => resetFetchBudget())
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'resolved'
  } catch (error) {
    return error instanceof CliError ? error.code : String(error)
  }
}

describe('fetchJson', () => {
  test('default', async () => {
    const url = await serve((_, res) => res.end(JSON.stringify({ ok: true })))
    expect(await fetchJson(`${url}/r/x.json`)).toEqual({ ok: true })
  })

  test.each([
    [401, 'REGISTRY_UNAUTHORIZED'],
    [403, 'REGISTRY_FORBIDDEN'],
    [404, 'ITEM_NOT_FOUND'],
  ])('behavior: status %i is a clear error, not retried', async (status, expected) => {
    let calls = 0
    const url = await serve((_, res) => {
      calls++
      res.statusCode = status
      res.end()
    })
    expect(await code(fetchJson(`${url}/r/x.json`))).toBe(expected)
    expect(calls).toBe(1)
  })

  test('behavior: server errors are retried', async () => {
    let calls = 0
    const url = await serve((_, res) => {
      calls++
      res.statusCode = calls < 3 ? 503 : 200
      res.end(JSON.stringify({ attempt: calls }))
    })
    expect(await fetchJson(`${url}/x.json`, { retries: 2 })).toEqual({ attempt: 3 })
  })

  test('behavior: a server that never answers times out', async () => {
    const url = await serve(() => undefined)
    expect(await code(fetchJson(`${url}/x.json`, { timeoutMs: 100, retries: 1 }))).toBe('REGISTRY_TIMEOUT')
  })

  test('behavior: a closed port is reported as unreachable', async () => {
    const url = await serve(() => undefined)
    await new Promise((done) => servers.pop()?.close(done))
    expect(await code(fetchJson(`${url}/x.json`, { retries: 0 }))).toBe('REGISTRY_UNREACHABLE')
  })

  test('behavior: custom headers follow same-origin redirects and are dropped cross-origin', async () => {
    const seen: Record<string, IncomingHttpHeaders> = {}
    const other = await serve((req, res) => {
      seen.other = req.headers
      res.end(JSON.stringify({ from: 'other' }))
    })
    const home = await serve((req, res) => {
      seen[req.url ?? ''] = req.headers
      if (req.url === '/start') return res.writeHead(302, { location: '/moved' }).end()
      if (req.url === '/moved') return res.writeHead(307, { location: `${other}/elsewhere` }).end()
      res.end('{}')
    })
    expect(await fetchJson(`${home}/start`, { headers: { authorization: 'Bearer secret' } })).toEqual({ from: 'other' })
    expect(seen['/start']?.authorization).toBe('Bearer secret')
    expect(seen['/moved']?.authorization).toBe('Bearer secret')
    expect(seen.other?.authorization).toBeUndefined()
  })

  test('behavior: non-JSON bodies are an error', async () => {
    const url = await serve((_, res) => res.end('<html>'))
    expect(await code(fetchJson(`${url}/x.json`))).toBe('REGISTRY_INVALID_JSON')
  })

  // Issue 32: the cap held per response only, so answers just under it added up without end.
  test.each([
    ['with a content-length', true],
    ['streamed without one', false],
  ])('behavior: the 2 MiB cap holds for everything a command fetches (%s)', async (_, declared) => {
    const body = JSON.stringify({ pad: 'x'.repeat(Math.floor(MAX_RESPONSE_BYTES / 3)) })
    let served = 0
    const url = await serve((_, res) => {
      served++
      res.writeHead(200, declared ? { 'content-length': Buffer.byteLength(body) } : {})
      for (let i = 0; i < body.length; i += 65_536) res.write(body.slice(i, i + 65_536))
      res.end()
    })
    for (let n = 0; n < 2; n++) expect(await fetchJson(`${url}/r/${n}.json`)).toHaveProperty('pad')
    expect(await code(fetchJson(`${url}/r/3.json`))).toBe('REGISTRY_TOTAL_TOO_LARGE')
    expect(served).toBe(3)
    resetFetchBudget()
    expect(await fetchJson(`${url}/r/4.json`)).toHaveProperty('pad')
  })
})
