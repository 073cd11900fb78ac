import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMailbox } from '../mailbox'
import type { HttpService } from './server'
import { startServices } from './start-services'

// The services alone, without nodes behind them: routing, CORS, bodies, analytics, catalogue, mailbox.
let services: HttpService
const mailbox = createMailbox()
const erc20 = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const, name: 'Dev USD', symbol: 'DUSD', decimals: 6 }

beforeAll(async () => {
  services = await startServices({ port: 0, chains: { evm: [], erc20, solana: null }, mailbox, catalogueSize: 2000 })
})
afterAll(async () => {
  await services?.stop()
})

const url = (path: string) => `${services.url}${path}`
const getJson = async (path: string, init?: RequestInit) => {
  const response = await fetch(url(path), init)
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}

describe('services server', () => {
  test('behavior: /dev/contracts names the devnet token (and no collection without an EVM node)', async () => {
    const { status, body } = await getJson('/dev/contracts')
    expect(status).toBe(200)
    expect(body).toEqual({ erc20, collectibles: [] })
  })

  test('behavior: answers CORS preflights reflecting the Origin', async () => {
    const response = await fetch(url('/v1/convert/gas-price?projectId=p&chainId=eip155:31337'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5999',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5999')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  test('behavior: ordinary answers carry CORS headers too', async () => {
    const { headers } = await getJson('/getAnalyticsConfig?projectId=p', { headers: { Origin: 'http://127.0.0.1:4000' } })
    expect(headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4000')
  })

  test('behavior: unknown routes are a 404 JSON body', async () => {
    const { status, body } = await getJson('/v2/nothing')
    expect(status).toBe(404)
    expect(body).toMatchObject({ status: 'FAILED', message: 'Not found: GET /v2/nothing' })
  })

  test('behavior: std calls without projectId are a 400 JSON error', async () => {
    const { status, body } = await getJson('/v1/onramp/options')
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: 'projectId is required' })
  })

  test('behavior: a JSON body sent as text/plain is parsed', async () => {
    const { status, body } = await getJson('/v1/onramp/quote?projectId=p', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        purchaseCurrency: { id: 'DUSD', symbol: 'DUSD' },
        paymentCurrency: { id: 'USD' },
        amount: '100',
        network: 'devnet-31337',
      }),
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ paymentTotal: { amount: '100.00', currency: 'USD' }, networkFee: { amount: '0.50', currency: 'USD' } })
  })

  test("behavior: the Verify stand-in's attestation is an ES256 JWT for the asked id that its published public key verifies", async () => {
    const page = await (await fetch(url('/verify/v3/attestation?id=pairing-7&origin=http%3A%2F%2F127.0.0.1%3A5173'))).text()
    const posted = /parent\.postMessage\(("(?:[^"\\]|\\.)*")/.exec(page)?.[1]
    const { attestation } = JSON.parse(JSON.parse(posted ?? '""')) as { attestation: string }
    const [header = '', payload = '', signature = ''] = attestation.split('.')
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      id: 'pairing-7',
      origin: 'http://127.0.0.1:5173',
      isVerified: false,
    })
    const { body } = await getJson('/verify/v3/public-key')
    expect(body).toMatchObject({ algorithm: 'ES256', publicKey: { kty: 'EC', crv: 'P-256' } })
    const key = await crypto.subtle.importKey('jwk', body.publicKey as JsonWebKey, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ])
    const ecdsa = { name: 'ECDSA', hash: 'SHA-256' }
    const signed = Buffer.from(`${header}.${payload}`)
    expect(await crypto.subtle.verify(ecdsa, key, Buffer.from(signature, 'base64url'), signed)).toBe(true)
    expect(await crypto.subtle.verify(ecdsa, key, Buffer.from(signature, 'base64url'), Buffer.from(`${header}.e30`))).toBe(false)
  })

  test('behavior: a truncated JSON body is a 400, not a crash', async () => {
    const { status, body } = await getJson('/v1/onramp/quote?projectId=p', { method: 'POST', body: '{"amount": "1' })
    expect(status).toBe(400)
    expect(String(body.message)).toMatch(/^Invalid body/)
  })

  test('behavior: an unknown chainId in the node proxy is a JSON-RPC error per batch entry', async () => {
    const { body } = await getJson('/v1?chainId=eip155:1&projectId=p', {
      method: 'POST',
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
      ]),
    })
    expect(body).toEqual([1, 2].map((id) => ({ jsonrpc: '2.0', id, error: { code: -32602, message: 'Unsupported chainId: eip155:1' } })))
  })
})

describe('analytics sink', () => {
  const event = (name: string) => ({
    eventId: crypto.randomUUID(),
    url: 'http://127.0.0.1/',
    domain: '127.0.0.1',
    timestamp: Date.now(),
    props: { type: 'track', event: name },
  })

  test('behavior: records single and batched events with their query', async () => {
    await fetch(url('/dev/analytics/reset'), { method: 'POST' })
    expect(
      (await fetch(url('/e?projectId=p1&st=appkit&sv=react-wagmi-1.0.0'), { method: 'POST', body: JSON.stringify(event('MODAL_OPEN')) }))
        .status,
    ).toBe(200)
    expect((await fetch(url('/batch?projectId=p1&sv=x'), { method: 'POST', body: JSON.stringify([event('A'), event('B')]) })).status).toBe(
      200,
    )
    const { body } = await getJson('/dev/analytics')
    const events = body.events as Array<{ props: { event: string }; projectId: string; st: string | null; via: string }>
    expect(events.map((e) => [e.props.event, e.via])).toEqual([
      ['MODAL_OPEN', '/e'],
      ['A', '/batch'],
      ['B', '/batch'],
    ])
    expect(events[0]).toMatchObject({ projectId: 'p1', st: 'appkit' })
  })

  test('behavior: the forbidden project gets 403 and nothing is recorded', async () => {
    await fetch(url('/dev/analytics/reset'), { method: 'POST' })
    const response = await fetch(url('/e?projectId=forbidden-project'), { method: 'POST', body: JSON.stringify(event('X')) })
    expect(response.status).toBe(403)
    expect((await getJson('/dev/analytics')).body.events).toEqual([])
  })
})

describe('catalogue over HTTP', () => {
  test('behavior: the catalogue size option yields 2,000 wallets', async () => {
    const { body } = await getJson('/getWallets?page=50&entries=40&projectId=p')
    expect(body.count).toBe(2000)
    expect(body.data).toHaveLength(40)
  })

  test('behavior: wallet images are SVG and unknown image ids are a 404', async () => {
    const { body } = await getJson('/getWallets?page=1&entries=1&projectId=p')
    const [wallet] = body.data as Array<{ image_id: string }>
    const image = await fetch(url(`/getWalletImage/${wallet!.image_id}?projectId=p`))
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg /)
    expect((await fetch(url('/getWalletImage/nope'))).status).toBe(404)
    for (const path of ['/public/getAssetImage/abc', '/public/getCurrencyImage/USD', '/public/getTokenImage/ETH']) {
      expect((await fetch(url(path))).headers.get('content-type')).toBe('image/svg+xml')
    }
  })
})

describe('dev routes', () => {
  test('behavior: stats count requests per path, not preflights, and reset', async () => {
    await fetch(url('/dev/stats/reset'), { method: 'POST' })
    await fetch(url('/getAnalyticsConfig'))
    await fetch(url('/getAnalyticsConfig'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:1', 'Access-Control-Request-Method': 'GET' },
    })
    await fetch(url('/getAnalyticsConfig'))
    expect((await getJson('/dev/stats')).body).toEqual({ total: 2, paths: { '/getAnalyticsConfig': 2 } })
  })

  test('behavior: the mailbox returns messages for an address with the one-time code', async () => {
    mailbox.send({ to: 'Alice@Example.com', subject: 'Your code', text: 'Your login code is 123456.' })
    const { body } = await getJson(`/dev/mailbox?to=${encodeURIComponent('alice@example.com')}`)
    expect(body.messages).toEqual([expect.objectContaining({ to: 'alice@example.com', subject: 'Your code', code: '123456' })])
  })
})
