import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMailbox } from '../mailbox'
import { maxBodyBytes, type HttpService } from './server'
import { startServices } from './start-services'

// The local services from the side of a hostile caller: a web page of another site the developer
// has open (it can fetch 127.0.0.1 and post text/plain without a preflight), and a script that
// sends a body of any size. Real HTTP on 127.0.0.1.
let services: HttpService
const mailbox = createMailbox()
const erc20 = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const, name: 'Dev USD', symbol: 'DUSD', decimals: 6 }

beforeAll(async () => {
  services = await startServices({ port: 0, chains: { evm: [], erc20, solana: null }, mailbox, catalogueSize: 10 })
  mailbox.send({ to: 'dev@walletkit.dev', subject: 'Your code 123456', text: 'Your code is 123456' })
})
afterAll(async () => {
  await services?.stop()
})

/** A raw POST, optionally streamed in chunks without a content-length. */
function rawPost(path: string, body: Buffer, chunked: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${services.url}${path}`,
      { method: 'POST', headers: { 'content-type': 'text/plain', ...(chunked ? {} : { 'content-length': body.length }) } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.subarray(i, i + 256 * 1024))
    req.end()
  })
}

describe('hostile callers of the local services', () => {
  test.each([
    ['with a content-length', false],
    ['streamed without one', true],
  ])('behavior: a body over the limit (%s) is answered 413 and the service keeps answering', async (_, chunked) => {
    const body = Buffer.alloc(maxBodyBytes + 1024, 'x')
    const reply = await rawPost('/e', body, chunked)
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.text)).toMatchObject({ status: 'FAILED', message: `Request body over ${maxBodyBytes} bytes` })
    // Just under the limit is still read (and judged by the route's schema, not refused for size).
    expect((await rawPost('/dev/faults', Buffer.alloc(maxBodyBytes - 1024, ' '), chunked)).status).toBe(400)
    expect((await fetch(`${services.url}/dev/faults`)).status).toBe(200)
  })

  test('behavior: a page of another site can neither read the mailbox nor switch a fault on; pages on this machine and scripts can', async () => {
    const mailboxFrom = (origin?: string) =>
      fetch(`${services.url}/dev/mailbox?to=dev@walletkit.dev`, { headers: origin ? { origin } : {} })
    const foreign = await mailboxFrom('https://evil.example')
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).not.toContain('123456')
    // A text/plain POST needs no preflight, so the browser sends it whatever CORS says.
    const fault = await fetch(`${services.url}/dev/faults`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ path: '/getWallets', mode: 'status-500' }),
    })
    expect(fault.status).toBe(403)
    expect(await (await fetch(`${services.url}/dev/faults`)).json()).toEqual({ faults: {} })
    expect((await fetch(`${services.url}/getWallets?projectId=p&page=1&entries=1`)).status).toBe(200)
    // Also refused: an opaque origin (a sandboxed frame, a file: page) and a look-alike host.
    expect((await mailboxFrom('null')).status).toBe(403)
    expect((await mailboxFrom('http://127.0.0.1.evil.example')).status).toBe(403)

    for (const origin of [undefined, 'http://127.0.0.1:5173', 'http://localhost:8788']) {
      const reply = await mailboxFrom(origin)
      expect(reply.status, String(origin)).toBe(200)
      expect(((await reply.json()) as { messages: Array<{ code?: string }> }).messages.at(-1)?.code).toBe('123456')
    }
    // The public API routes stay open to any page, as the hosted API is.
    expect(
      (await fetch(`${services.url}/getWallets?projectId=p&page=1&entries=1`, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200)
  })
})
