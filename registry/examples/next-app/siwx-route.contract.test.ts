import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeFunctionData, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createPublicClient, http, type Hex } from 'viem'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { devSmartAccountFactoryAbi } from '../../../apps/devnet/src/evm/deploy-dev-smart-account'
import { createSiwxMessage } from '../../lib/siwx/create-siwx-message'
import { siwxSessionMaxAgeMs } from '../../lib/siwx/siwx-session-cookie'
import { sealValue } from '../../lib/siwx/hmac-seal'
import type { SiwxSession } from '../../lib/siwx/siwx-types'
import { createCookieJar } from './cookie-jar.test-support'
import { DELETE, GET, POST } from './app/api/siwx/route'
import { GET as getNonce } from './app/api/siwx/nonce/route'

const secret = 'test-secret-of-the-siwx-route-0123456789'
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  process.env[`SIWX_RPC_URL_${devnet.evmChains[0]!.chainId}`] = devnet.evmChains[0]!.rpcUrl
  process.env.SIWX_SECRET = secret
  // A deployed server names its domain (the requests here name no loopback Host).
  process.env.SIWX_DOMAIN = 'app.example.test:3000'
}, 120_000)
afterAll(async () => {
  delete process.env.SIWX_SECRET
  delete process.env.SIWX_DOMAIN
  await devnet?.stop()
})

const origin = 'http://app.example.test:3000'
const chainId = () => `eip155:${devnet.evmChains[0]!.chainId}` as const
type Browser = ReturnType<typeof createCookieJar>

/** GET /api/siwx/nonce as `browser`: the nonce, its cookie kept in the jar. */
async function nonceFor(browser: Browser): Promise<string> {
  const response = browser.take(await getNonce(new Request(`${origin}/api/siwx/nonce`, { headers: { cookie: browser.header() } })))
  expect(response.status).toBe(200)
  return ((await response.json()) as { nonce: string }).nonce
}

type SessionOptions = { domain?: string; smart?: boolean; nonce?: string; now?: number; expiresInMs?: number | null }
async function signedSession(options: SessionOptions = {}): Promise<SiwxSession> {
  const owner = privateKeyToAccount(devnet.evmAccounts[6]!.privateKey)
  const client = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
  const factory = devnet.smartAccountFactory!
  const address = options.smart
    ? ((await client.readContract({
        address: factory,
        abi: devSmartAccountFactoryAbi,
        functionName: 'getAddress',
        args: [devnet.evmAccounts[8]!.address],
      })) as Hex)
    : owner.address
  const signer = options.smart ? privateKeyToAccount(devnet.evmAccounts[8]!.privateKey) : owner
  const { data, text } = createSiwxMessage({
    accountAddress: address,
    chainId: chainId(),
    domain: options.domain ?? 'app.example.test:3000',
    uri: origin,
    ...(options.expiresInMs === null ? {} : { expiresInMs: options.expiresInMs ?? 3_600_000 }),
    nonce: options.nonce,
    now: options.now,
  })
  const raw = await signer.signMessage({ message: text })
  const signature = options.smart
    ? serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({ abi: devSmartAccountFactoryAbi, functionName: 'deploy', args: [signer.address] }),
        signature: raw,
      })
    : raw
  return { data, message: text, signature }
}

const post = async (browser: Browser, body: unknown) =>
  browser.take(
    await POST(
      new Request(`${origin}/api/siwx`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: browser.header() },
        body: JSON.stringify(body),
      }),
    ),
  )
const get = (cookie?: string) => GET(new Request(`${origin}/api/siwx`, cookie ? { headers: { cookie } } : {}))
const sessionCookie = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('walletkit_siwx='))

/** The session is refused with 401, the reason given, no session cookie set, and the nonce cookie cleared. */
async function expectRefused(response: Response, reason: string): Promise<void> {
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ error: 'Invalid sign-in session', code: 'SIWX_SESSION_INVALID', reason })
  expect(sessionCookie(response)).toBeUndefined()
  expect(response.headers.getSetCookie().find((line) => line.startsWith('walletkit_siwx_nonce='))).toMatch(
    /^walletkit_siwx_nonce=; Path=\/api\/siwx;.*Max-Age=0/i,
  )
}

// The handlers are called in this process with web Requests and a cookie jar standing in for the
// browser; the same route built by `next build` and served by `next start` is driven over HTTP and
// from Chromium in e2e/siwx/next-server.e2e.test.ts.
describe('next-app example: /api/siwx route handlers, called in-process with web Requests', () => {
  test('default: GET /nonce binds a nonce to the browser; a session signed over it is accepted, kept in a sealed httpOnly cookie until it expires, and read back by GET', async () => {
    const browser = createCookieJar()
    const nonce = await nonceFor(browser)
    expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(browser.cookies.get('walletkit_siwx_nonce')).toMatchObject({
      value: expect.stringMatching(new RegExp(`^${nonce}\\.\\d+\\.[A-Za-z0-9_-]{43}$`)) as unknown,
    })
    expect(browser.cookies.get('walletkit_siwx_nonce')?.attributes).toMatch(/Path=\/api\/siwx; .*Max-Age=300; .*HttpOnly; SameSite=strict/i)

    const session = await signedSession({ nonce })
    const response = await post(browser, session)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ address: session.data.accountAddress, chainId: chainId(), session })
    const setCookie = sessionCookie(response) ?? ''
    expect(setCookie).toMatch(/^walletkit_siwx=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=lax/i)
    expect(setCookie).toContain(`Expires=${new Date(session.data.expirationTime!).toUTCString()}`)
    expect(browser.cookies.has('walletkit_siwx_nonce')).toBe(false)
    const me = await get(browser.header())
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual({ address: session.data.accountAddress, chainId: chainId(), session })
    expect((await get()).status).toBe(401)
    expect((await DELETE()).headers.get('set-cookie')).toMatch(/^walletkit_siwx=;/)
  })

  test('behavior: a smart account not yet deployed is accepted (ERC-6492 checked on the chain)', async () => {
    const browser = createCookieJar()
    const response = await post(browser, await signedSession({ smart: true, nonce: await nonceFor(browser) }))
    expect(response.status).toBe(200)
  })

  test('behavior: a replayed session is refused: the same browser posting it again, and a captured nonce cookie posted again with it', async () => {
    const browser = createCookieJar()
    const nonce = await nonceFor(browser)
    const captured = browser.header()
    const session = await signedSession({ nonce })
    expect((await post(browser, session)).status).toBe(200)
    // The browser's nonce cookie is gone after the POST, so its second post has none.
    const again = createCookieJar()
    await expectRefused(await post(again, session), 'no sign-in nonce was issued to this browser (ask for one first)')
    // An attacker holding the nonce cookie and the signed message: the server spent that nonce.
    const attacker = createCookieJar()
    attacker.cookies.set('walletkit_siwx_nonce', { value: captured.split('=').slice(1).join('='), attributes: '' })
    await expectRefused(await post(attacker, session), 'the nonce was already used')
  })

  test('behavior: a session with a nonce the page chose, or a nonce issued to another browser, is refused', async () => {
    const browser = createCookieJar()
    await nonceFor(browser)
    await expectRefused(await post(browser, await signedSession()), 'the nonce was not issued to this browser')
    await expectRefused(
      await post(createCookieJar(), await signedSession()),
      'no sign-in nonce was issued to this browser (ask for one first)',
    )

    const victim = createCookieJar()
    const attacker = createCookieJar()
    const victimNonce = await nonceFor(victim)
    await nonceFor(attacker)
    await expectRefused(await post(attacker, await signedSession({ nonce: victimNonce })), 'the nonce was not issued to this browser')
    // Each POST spends the nonce it presents: the victim signs in with a fresh one.
    expect((await post(victim, await signedSession({ nonce: await nonceFor(victim) }))).status).toBe(200)
  })

  test('behavior: an expired nonce, a message issued long before its nonce, an expired message, a forged nonce cookie are refused', async () => {
    const old = Date.now() - 10 * 60_000
    const expiredNonce = createCookieJar()
    const stale = 'StaleNonce0123456789abcd'
    expiredNonce.cookies.set('walletkit_siwx_nonce', { value: await sealValue(`${stale}.${old}`, secret), attributes: '' })
    await expectRefused(await post(expiredNonce, await signedSession({ nonce: stale, now: old })), 'the nonce has expired')

    const browser = createCookieJar()
    await expectRefused(
      await post(browser, await signedSession({ nonce: await nonceFor(browser), now: Date.now() - 3_600_000 })),
      'the message was issued before its nonce',
    )
    await expectRefused(
      await post(browser, await signedSession({ nonce: await nonceFor(browser), expiresInMs: -1_000 })),
      'the session is expired or not yet valid',
    )

    const forged = createCookieJar()
    forged.cookies.set('walletkit_siwx_nonce', {
      value: await sealValue(`${stale}.${Date.now()}`, 'not-the-server-secret-0123456789abcdef'),
      attributes: '',
    })
    await expectRefused(await post(forged, await signedSession({ nonce: stale })), 'the nonce cookie was not issued by this server')
  })

  test('behavior: a tampered signature, an edited message, another site’s message or a malformed body is refused', async () => {
    const browser = createCookieJar()
    const session = await signedSession({ nonce: await nonceFor(browser) })
    const flipped = `${session.signature.slice(0, 10)}${session.signature[10] === '0' ? '1' : '0'}${session.signature.slice(11)}`
    await expectRefused(await post(browser, { ...session, signature: flipped }), 'the signature is not the account’s')
    const edited = await signedSession({ nonce: await nonceFor(browser) })
    await expectRefused(
      await post(browser, {
        ...edited,
        message: edited.message.replace('Chain ID: ', 'Chain ID: 1'),
        data: { ...edited.data, chainId: `${chainId()}1` },
      }),
      'the fields do not match the signed text',
    )
    await expectRefused(
      await post(browser, await signedSession({ domain: 'evil.example.test', nonce: await nonceFor(browser) })),
      'the message is for evil.example.test, not app.example.test:3000',
    )
    expect((await post(browser, { message: 'hi' })).status).toBe(400)
  })

  test('behavior: with SIWX_DOMAIN set, a signature phished for another site and relayed with that site in the Host header is refused', async () => {
    // The attacker fetched a nonce here, had the victim sign it on evil.example.test, and posts it
    // from a script that sets Host itself (a proxy forwarding any Host lets that reach the app).
    const relay = (browser: Browser, body: unknown, host: string) =>
      POST(
        new Request(`${origin}/api/siwx`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host, cookie: browser.header() },
          body: JSON.stringify(body),
        }),
      ).then((r) => browser.take(r))
    try {
      const attacker = createCookieJar()
      const phished = await signedSession({ domain: 'evil.example.test', nonce: await nonceFor(attacker) })
      await expectRefused(
        await relay(attacker, phished, 'evil.example.test'),
        'the message is for evil.example.test, not app.example.test:3000',
      )
      // The configured name wins over whatever Host says, for honest messages too.
      const honest = createCookieJar()
      expect((await relay(honest, await signedSession({ nonce: await nonceFor(honest) }), 'internal-bind:8080')).status).toBe(200)
    } finally {
      process.env.SIWX_DOMAIN = 'app.example.test:3000'
    }
  })

  test('behavior: without SIWX_DOMAIN the server trusts only a loopback Host (development); a relayed Host naming another site gets 500 SIWX_DOMAIN_MISSING and spends nothing', async () => {
    const relay = (browser: Browser, body: unknown, host: string) =>
      POST(
        new Request(`${origin}/api/siwx`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host, cookie: browser.header() },
          body: JSON.stringify(body),
        }),
      ).then((r) => browser.take(r))
    delete process.env.SIWX_DOMAIN
    try {
      const attacker = createCookieJar()
      const phished = await signedSession({ domain: 'evil.example.test', nonce: await nonceFor(attacker) })
      const refused = await relay(attacker, phished, 'evil.example.test')
      expect(refused.status).toBe(500)
      expect(await refused.json()).toMatchObject({ code: 'SIWX_DOMAIN_MISSING' })
      // On a loopback Host (local development) the message must name that host.
      const developer = createCookieJar()
      const local = await signedSession({ domain: 'localhost:3000', nonce: await nonceFor(developer) })
      expect((await relay(developer, local, 'localhost:3000')).status).toBe(200)
    } finally {
      process.env.SIWX_DOMAIN = 'app.example.test:3000'
    }
  })

  test('behavior: a body over 64 KiB is refused with 413 before it is read whole, declared or streamed', async () => {
    const browser = createCookieJar()
    const session = await signedSession({ nonce: await nonceFor(browser) })
    const padded = JSON.stringify({ ...session, padding: 'x'.repeat(1024 * 1024) })
    expect((await post(browser, JSON.parse(padded))).status).toBe(413)
    // No content-length: a stream the handler must stop reading itself.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 32; i++) controller.enqueue(new TextEncoder().encode(i === 0 ? '{"a":"' : 'x'.repeat(32 * 1024)))
        controller.close()
      },
    })
    const streamed = await POST(
      new Request(`${origin}/api/siwx`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: browser.header() },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect(sessionCookie(streamed)).toBeUndefined()
    // The nonce was not spent by either: the honest session still signs in.
    expect((await post(browser, session)).status).toBe(200)
  })

  test('behavior: a session cookie the server did not seal is not a session, even around a correctly signed message', async () => {
    const session = await signedSession({ nonce: 'NeverIssuedNonce1234' })
    const unsealed = Buffer.from(JSON.stringify(session)).toString('base64url')
    expect((await get(`walletkit_siwx=${unsealed}`)).status).toBe(401)
    expect((await get(`walletkit_siwx=${await sealValue(unsealed, 'not-the-server-secret-0123456789abcdef')}`)).status).toBe(401)
    // Sealed by the server but edited (another address in the claimed fields): the seal breaks.
    const browser = createCookieJar()
    const accepted = await signedSession({ nonce: await nonceFor(browser) })
    await post(browser, accepted)
    const cookie = browser.cookies.get('walletkit_siwx')!.value
    const forged = Buffer.from(
      JSON.stringify({ ...accepted, data: { ...accepted.data, accountAddress: devnet.evmAccounts[1]!.address } }),
    ).toString('base64url')
    expect((await get(`walletkit_siwx=${forged}.${cookie.split('.').pop()!}`)).status).toBe(401)
  })

  // Issue 32: the server in production without SIWX_DOMAIN, behind a TLS proxy, and keeping sessions.
  test('behavior: a production server with no SIWX_DOMAIN refuses even a loopback Host (any caller can send one) and spends nothing', async () => {
    const relay = (browser: Browser, body: unknown, host: string) =>
      POST(
        new Request(`${origin}/api/siwx`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host, cookie: browser.header() },
          body: JSON.stringify(body),
        }),
      ).then((r) => browser.take(r))
    const env = process.env as Record<string, string | undefined>
    const nodeEnv = env.NODE_ENV
    delete process.env.SIWX_DOMAIN
    env.NODE_ENV = 'production'
    const browser = createCookieJar()
    try {
      const relayed = await signedSession({ domain: 'localhost:3000', nonce: await nonceFor(browser) })
      const refused = await relay(browser, relayed, 'localhost:3000')
      expect(refused.status).toBe(500)
      expect(await refused.json()).toMatchObject({ code: 'SIWX_DOMAIN_MISSING' })
      expect(sessionCookie(refused)).toBeUndefined()
    } finally {
      env.NODE_ENV = nodeEnv
      process.env.SIWX_DOMAIN = 'app.example.test:3000'
    }
  })

  test('behavior: behind a TLS proxy (the handler sees http on the bind address) the nonce and session cookies are Secure', async () => {
    const inside = 'http://localhost:3000'
    const proxied = { host: 'localhost:3000', 'x-forwarded-proto': 'https' }
    const browser = createCookieJar()
    const nonceResponse = browser.take(await getNonce(new Request(`${inside}/api/siwx/nonce`, { headers: proxied })))
    expect(nonceResponse.headers.getSetCookie().find((line) => line.startsWith('walletkit_siwx_nonce='))).toMatch(/;\s*Secure/i)
    const nonce = ((await nonceResponse.json()) as { nonce: string }).nonce
    const response = browser.take(
      await POST(
        new Request(`${inside}/api/siwx`, {
          method: 'POST',
          headers: { ...proxied, 'content-type': 'application/json', cookie: browser.header() },
          body: JSON.stringify(await signedSession({ nonce })),
        }),
      ),
    )
    expect(response.status).toBe(200)
    expect(sessionCookie(response)).toMatch(/;\s*Secure/i)
  })

  test('behavior: a session whose message names no expiry is kept at most siwxSessionMaxAgeMs', async () => {
    const browser = createCookieJar()
    const session = await signedSession({ nonce: await nonceFor(browser), expiresInMs: null })
    expect(session.data.expirationTime).toBeUndefined()
    const response = await post(browser, session)
    expect(response.status).toBe(200)
    expect(sessionCookie(response)).toContain(`Expires=${new Date(Date.parse(session.data.issuedAt) + siwxSessionMaxAgeMs).toUTCString()}`)
  })
})
