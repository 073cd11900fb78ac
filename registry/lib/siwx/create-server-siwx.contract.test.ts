import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { SiwxServerRefusedError, SiwxServerResponseError } from '@/registry/lib/errors/siwx-errors'
import { createCookieJar } from '../../examples/next-app/cookie-jar.test-support'
import * as siwxRoute from '../../examples/next-app/app/api/siwx/route'
import * as nonceRoute from '../../examples/next-app/app/api/siwx/nonce/route'
import { createServerSiwx } from './create-server-siwx'
import type { SiwxSession } from './siwx-types'

// createServerSiwx against the next-app example's own route handlers, served over real HTTP on
// 127.0.0.1 (a node server hands each request to the handler Next would call), the devnet node
// checking signatures. Each cookie jar is one browser.
let devnet: Devnet
let server: Server
let origin: string

const routes: Record<string, Record<string, ((request: Request) => Promise<Response>) | (() => Promise<Response>)>> = {
  '/api/siwx': siwxRoute,
  '/api/siwx/nonce': nonceRoute,
}

async function serve(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const url = new URL(incoming.url ?? '/', origin)
  const handler = routes[url.pathname]?.[incoming.method ?? 'GET']
  if (!handler) return void outgoing.writeHead(404).end()
  const headers = new Headers(
    Object.entries(incoming.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
  )
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  const response = await handler(new Request(url, { method: incoming.method, headers, ...(body ? { body } : {}) }))
  outgoing.statusCode = response.status
  response.headers.forEach((value, key) => key !== 'set-cookie' && outgoing.setHeader(key, value))
  outgoing.setHeader('set-cookie', response.headers.getSetCookie())
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  process.env[`SIWX_RPC_URL_${devnet.evmChains[0]!.chainId}`] = devnet.evmChains[0]!.rpcUrl
  process.env.SIWX_SECRET = 'contract-test-secret-0123456789abcdef'
  server = createServer((req, res) => void serve(req, res).catch(() => res.writeHead(500).end()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  delete process.env.SIWX_SECRET
  await new Promise((resolve) => server?.close(resolve))
  await devnet?.stop()
})

const chainId = () => `eip155:${devnet.evmChains[0]!.chainId}` as const
const signer = () => privateKeyToAccount(devnet.evmAccounts[5]!.privateKey)

/** A page of one browser: fetch carries that browser's cookies. */
function browser(options: Parameters<typeof createServerSiwx>[0] = {}) {
  const jar = createCookieJar()
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    if (jar.cookies.size) headers.set('cookie', jar.header())
    return jar.take(await fetch(input, { ...init, headers }))
  }
  const host = new URL(origin).host
  return { jar, siwx: createServerSiwx({ endpoint: `${origin}/api/siwx`, domain: host, uri: origin, fetch: fetchWithCookies, ...options }) }
}

async function signIn(siwx: ReturnType<typeof createServerSiwx>): Promise<SiwxSession> {
  const message = await siwx.createMessage({ accountAddress: signer().address, chainId: chainId() })
  return { data: message.data, message: message.text, signature: await signer().signMessage({ message: message.text }) }
}

describe('createServerSiwx against the next-app /api/siwx route', () => {
  test('default: the message carries the server’s nonce; addSession signs in (httpOnly cookie); getSessions asks the server; revokeSession signs out', async () => {
    const { jar, siwx } = browser()
    expect(await siwx.getSessions(chainId(), signer().address)).toEqual([])
    const session = await signIn(siwx)
    expect(jar.cookies.get('walletkit_siwx_nonce')?.value.startsWith(`${session.data.nonce}.`)).toBe(true)
    expect(session.data).toMatchObject({ domain: new URL(origin).host, uri: origin, version: '1', chainId: chainId() })
    await siwx.addSession(session)
    expect(jar.cookies.get('walletkit_siwx')?.attributes).toMatch(/HttpOnly/i)
    expect(await siwx.getSessions(chainId(), signer().address.toLowerCase())).toEqual([session])
    // Another account or network of the same browser has no session; another browser has none.
    expect(await siwx.getSessions(chainId(), devnet.evmAccounts[0]!.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', signer().address)).toEqual([])
    expect(await browser().siwx.getSessions(chainId(), signer().address)).toEqual([])
    await siwx.revokeSession(chainId(), devnet.evmAccounts[0]!.address)
    expect(await siwx.getSessions(chainId(), signer().address)).toEqual([session])
    await siwx.revokeSession(chainId(), signer().address)
    expect(jar.cookies.has('walletkit_siwx')).toBe(false)
    expect(await siwx.getSessions(chainId(), signer().address)).toEqual([])
  })

  test('behavior: a refused session is SiwxServerRefusedError with the server’s reason and status, and signs nobody in', async () => {
    const { jar, siwx } = browser()
    const session = await signIn(siwx)
    await siwx.addSession(session)
    await siwx.setSessions([])
    const replayed = await siwx.addSession(session).catch((e: unknown) => e)
    expect(replayed).toBeInstanceOf(SiwxServerRefusedError)
    expect(replayed).toMatchObject({
      shortMessage: 'The server refused the sign-in',
      code: 'SIWX_SERVER_REFUSED',
      details: `POST ${origin}/api/siwx answered 401: no sign-in nonce was issued to this browser (ask for one first)`,
      meta: { status: 401, code: 'SIWX_SESSION_INVALID' },
    })
    const foreign = browser()
    await foreign.siwx.createMessage({ accountAddress: signer().address, chainId: chainId() })
    const stolen = await foreign.siwx.addSession(await signIn(siwx)).catch((e: unknown) => e)
    expect((stolen as SiwxServerRefusedError).details).toBe(
      `POST ${origin}/api/siwx answered 401: the nonce was not issued to this browser`,
    )
    expect(jar.cookies.has('walletkit_siwx')).toBe(false)
    expect(foreign.jar.cookies.has('walletkit_siwx')).toBe(false)
  })

  test('behavior: an unreachable server or a reply off the contract is SiwxServerResponseError', async () => {
    const junk = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"nonce":"short"}'))
    await new Promise<void>((resolve) => junk.listen(0, '127.0.0.1', resolve))
    const junkOrigin = `http://127.0.0.1:${(junk.address() as AddressInfo).port}`
    try {
      const offContract = await createServerSiwx({ endpoint: `${junkOrigin}/api/siwx` })
        .createMessage({ accountAddress: signer().address, chainId: chainId() })
        .catch((e: unknown) => e)
      expect(offContract).toBeInstanceOf(SiwxServerResponseError)
      expect((offContract as SiwxServerResponseError).details).toBe(`GET ${junkOrigin}/api/siwx/nonce answered 200 with an unexpected body`)
    } finally {
      await new Promise((resolve) => junk.close(resolve))
    }
    const unreachable = await createServerSiwx({ endpoint: `${junkOrigin}/api/siwx` })
      .getSessions(chainId(), signer().address)
      .catch((e: unknown) => e)
    expect(unreachable).toBeInstanceOf(SiwxServerResponseError)
    expect((unreachable as SiwxServerResponseError).shortMessage).toBe('The sign-in server did not answer as expected')
  })

  test('parameters: required, endpoint (a trailing slash is dropped), statement, expiresInMs', async () => {
    expect(createServerSiwx().getRequired?.()).toBe(false)
    expect(createServerSiwx({ required: true }).getRequired?.()).toBe(true)
    const { siwx } = browser({
      endpoint: `${origin}/api/siwx/`,
      statement: 'Sign in to the test app',
      expiresInMs: 60_000,
      now: () => Date.parse('2030-01-01T00:00:00.000Z'),
    })
    const message = await siwx.createMessage({ accountAddress: signer().address, chainId: chainId() })
    expect(message.data).toMatchObject({
      statement: 'Sign in to the test app',
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2030-01-01T00:01:00.000Z',
    })
  })
})
