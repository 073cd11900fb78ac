import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { createHttpClient } from './create-http-client'
import {
  HttpAbortError,
  HttpInvalidJsonError,
  HttpInvalidResponseError,
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
} from '@/registry/lib/errors/api'
import { startLocalServer, type LocalServer } from '../test-utils/local-server'

const schema = z.object({ ok: z.boolean() })
let server: LocalServer

beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(() => server.close())

describe('createHttpClient', () => {
  test('default', async () => {
    server.setHandler(() => ({ json: { ok: true, extra: 1 } }))
    const http = createHttpClient({ baseUrl: server.url })
    const result = await http.get({ path: '/v1/x', schema })
    expect(result).toEqual({ ok: true })
  })

  test('behavior: drops undefined and null params and adds clientId last', async () => {
    server.setHandler(() => ({ json: { ok: true } }))
    const http = createHttpClient({ baseUrl: server.url, clientId: () => 'did:key:z6' })
    await http.get({ path: '/v1/q', params: { a: 'x', b: undefined, c: null, d: 0, e: false }, schema })
    const url = server.requests.at(-1)!.url
    expect(url.search).toBe('?a=x&d=0&e=false&clientId=did%3Akey%3Az6')
  })

  test('behavior: POST sends JSON.stringify body without a content-type of its own', async () => {
    server.setHandler(() => ({ json: { ok: true } }))
    const http = createHttpClient({ baseUrl: server.url })
    await http.post({ path: '/v1/p', body: { a: [1, 2] }, schema })
    const request = server.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.body).toBe('{"a":[1,2]}')
    expect(request.headers['content-type']).toBe('text/plain;charset=UTF-8')
  })

  test('behavior: PUT and DELETE with a named content-type', async () => {
    server.setHandler(() => ({ json: { ok: true } }))
    const http = createHttpClient({ baseUrl: server.url })
    await http.put({ path: '/put', body: { v: 1 }, headers: { 'content-type': 'application/json' }, schema })
    expect(server.requests.at(-1)!.headers['content-type']).toBe('application/json')
    await http.delete({ path: '/del', schema })
    expect(server.requests.at(-1)!.method).toBe('DELETE')
  })

  test('behavior: non-ok status gives "HTTP status code: {n}" with the Response as cause', async () => {
    server.setHandler(() => ({ status: 503, body: 'down' }))
    const http = createHttpClient({ baseUrl: server.url })
    const error = await http.get({ path: '/x', schema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 503')
    expect((error as HttpStatusError).meta?.status).toBe(503)
    expect((error as HttpStatusError).cause).toBeInstanceOf(Response)
  })

  test('behavior: garbage, truncated and empty bodies give the invalid-JSON error', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    for (const body of ['<html>', '{"ok": tr', '']) {
      server.setHandler(() => ({ body }))
      await expect(http.get({ path: '/x', schema })).rejects.toBeInstanceOf(HttpInvalidJsonError)
    }
  })

  test('behavior: wrong types give the invalid-response error', async () => {
    server.setHandler(() => ({ json: { ok: 'yes' } }))
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get({ path: '/x', schema })).rejects.toBeInstanceOf(HttpInvalidResponseError)
  })

  test('behavior: a refused connection gives the network error', async () => {
    const closed = await startLocalServer()
    await closed.close()
    const http = createHttpClient({ baseUrl: closed.url })
    await expect(http.get({ path: '/x', schema })).rejects.toBeInstanceOf(HttpNetworkError)
  })

  test('behavior: timeout and AbortSignal', async () => {
    let release: () => void = () => undefined
    server.setHandler(() => new Promise((resolve) => (release = () => resolve({ json: { ok: true } }))))
    const http = createHttpClient({ baseUrl: server.url, timeout: 50 })
    await expect(http.get({ path: '/slow', schema })).rejects.toBeInstanceOf(HttpTimeoutError)
    release()
    const controller = new AbortController()
    const pending = http.get({ path: '/slow', schema, timeout: 0, signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(HttpAbortError)
    release()
  })
})
