import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFrameServer, type FrameServer } from './create-frame-server'

// Attacks on the reference secure site's backend, over real HTTP on 127.0.0.1 (issue 10 item 3).
let server: FrameServer
const mail: Array<{ to: string; subject: string; text: string }> = []

beforeAll(async () => {
  server = await createFrameServer({ port: 0, evmChains: [], solanaRpcUrl: '', sendMail: (m) => void mail.push(m), longPollMs: 500 })
})
afterAll(() => server?.stop())

type Reply = { status: number; body: Record<string, unknown>; headers: Headers }
async function post(path: string, body: unknown, headers: Record<string, string> = {}, base = server.url): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}
const mailsTo = (to: string) => mail.filter((m) => m.to === to)
const lastCode = (to: string) => /\b(\d{6})\b/.exec(mailsTo(to).at(-1)?.subject ?? '')?.[1] ?? ''
const lastLink = (to: string) => /(http:\S+)/.exec(mailsTo(to).at(-1)?.text ?? '')?.[1] ?? ''
const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

async function login(email: string, deviceId: string, base = server.url): Promise<void> {
  await post('/api/email/connect', { email, deviceId }, {}, base)
  expect((await post('/api/email/verify', { email, deviceId, otp: lastCode(email) }, {}, base)).status).toBe(200)
}

describe('frame backend attacks', () => {
  test('behavior: a forged device approval is refused; only the mailed token approves, once', async () => {
    const email = 'victim@devices.dev'
    await login(email, 'device-owner-0001')
    expect((await post('/api/email/connect', { email, deviceId: 'device-attacker-1' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = lastLink(email)
    const token = new URL(link).searchParams.get('token') ?? ''

    // The old state-changing GET with no secret does nothing.
    const unsigned = await fetch(`${server.url}/device/approve?email=${encodeURIComponent(email)}&deviceId=device-attacker-1`)
    expect(unsigned.status).toBe(400)
    // A token whose claims were edited (another device) fails its signature; so does a made-up one.
    const [body, mac] = token.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Record<string, unknown>
    const edited = `${Buffer.from(JSON.stringify({ ...claims, deviceId: 'device-attacker-2' })).toString('base64url')}.${mac}`
    expect((await post('/api/device/approve', { token: edited })).status).toBe(400)
    expect((await post('/api/device/approve', { token: `${body}.${Buffer.alloc(32).toString('base64url')}` })).status).toBe(400)
    // Opening the link (a mail scanner's prefetch) approves nothing.
    expect((await fetch(link)).status).toBe(200)
    expect((await post('/api/device/wait', { email, deviceId: 'device-attacker-1' })).body).toEqual({ approved: false })

    expect((await post('/api/device/approve', { token })).body).toEqual({ ok: true })
    expect((await post('/api/device/wait', { email, deviceId: 'device-attacker-1' })).body).toEqual({ approved: true })
    // Single use: the same token again is refused, and its page says so.
    expect((await post('/api/device/approve', { token })).status).toBe(400)
    expect((await fetch(link)).status).toBe(400)
  })

  test('behavior: a code is accepted only from the device it was issued to', async () => {
    const email = 'bound@devices.dev'
    await post('/api/email/connect', { email, deviceId: 'device-issued-01' })
    const code = lastCode(email)
    expect(await post('/api/email/verify', { email, deviceId: 'device-other-002', otp: code })).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    })
    expect((await post('/api/email/verify', { email, deviceId: 'device-issued-01', otp: code })).status).toBe(200)
  })

  test('behavior: re-issuing a code does not reset the count; the sixth guess gets 429 with Retry-After', async () => {
    const email = 'guess@limits.dev'
    const deviceId = 'device-guesser-1'
    await post('/api/email/connect', { email, deviceId })
    for (let i = 0; i < 3; i++) expect((await post('/api/email/verify', { email, deviceId, otp: wrong(lastCode(email)) })).status).toBe(400)
    await post('/api/email/connect', { email, deviceId })
    for (let i = 0; i < 2; i++) expect((await post('/api/email/verify', { email, deviceId, otp: wrong(lastCode(email)) })).status).toBe(400)
    // Even the right code is refused now: the guesses are spent for this e-mail.
    const sixth = await post('/api/email/verify', { email, deviceId, otp: lastCode(email) })
    expect(sixth.status).toBe(429)
    const retryAfter = Number(sixth.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  test('behavior: failed guesses are limited per address across e-mails', async () => {
    const limited = await createFrameServer({
      port: 0,
      evmChains: [],
      solanaRpcUrl: '',
      sendMail: (m) => void mail.push(m),
      attemptLimits: { perKey: 5, perIp: 8, windowMs: 60_000 },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 9; i++) {
        const email = `spray-${i % 3}@limits.dev`
        await post('/api/email/connect', { email, deviceId: 'device-spray-001' }, {}, limited.url)
        statuses.push(
          (await post('/api/email/verify', { email, deviceId: 'device-spray-001', otp: wrong(lastCode(email)) }, {}, limited.url)).status,
        )
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429])
    } finally {
      await limited.stop()
    }
  })

  test('behavior: a script calling the backend directly cannot flood a mailbox: the eleventh code in the window gets 429 and the mailed code stays valid', async () => {
    const email = 'flood@mailbox.dev'
    const deviceId = 'device-flood-001'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await post('/api/email/connect', { email, deviceId })).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    expect(mailsTo(email).length).toBe(10)
    // The refusal issued no new code: the last one mailed still signs in.
    expect((await post('/api/email/verify', { email, deviceId, otp: lastCode(email) })).status).toBe(200)
    // Another recipient is not affected.
    expect((await post('/api/email/connect', { email: 'other@mailbox.dev', deviceId })).status).toBe(200)
  })

  test('parameters: mailLimits (per client address across recipients)', async () => {
    const limited = await createFrameServer({
      port: 0,
      evmChains: [],
      solanaRpcUrl: '',
      sendMail: (m) => void mail.push(m),
      mailLimits: { perKey: 10, perIp: 3, windowMs: 60_000 },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await post('/api/email/connect', { email: `spread-${i}@mailbox.dev`, deviceId: 'device-spread-01' }, {}, limited.url)).status,
        )
      expect(statuses).toEqual([200, 200, 200, 429])
      expect(mailsTo('spread-3@mailbox.dev')).toEqual([])
    } finally {
      await limited.stop()
    }
  })

  test('behavior: a text/plain body or a foreign or missing Origin is refused before anything happens', async () => {
    const email = 'csrf@origin.dev'
    const before = mailsTo(email).length
    const plain = await post('/api/email/connect', JSON.stringify({ email, deviceId: 'device-csrf-0001' }), {
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(plain).toMatchObject({ status: 415, body: { message: 'JSON body required' } })
    const foreign = await post('/api/email/connect', { email, deviceId: 'device-csrf-0001' }, { origin: 'http://127.0.0.1:5173' })
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Origin not allowed' } })
    const none = await fetch(`${server.url}/api/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, deviceId: 'device-csrf-0001' }),
    })
    expect(none.status).toBe(403)
    expect(mailsTo(email).length).toBe(before)
    expect((await post('/api/email/connect', { email, deviceId: 'device-csrf-0001' })).status).toBe(200)
    expect(mailsTo(email).length).toBe(before + 1)
  })

  test('behavior: a Farcaster approval counts only when posted from the secure site, once; the page link alone approves nothing', async () => {
    const { body } = await post('/api/farcaster/start', {})
    const channel = new URL(body.url as string).searchParams.get('channel') ?? ''
    const pollToken = body.pollToken as string
    // A link preview or prefetch of the QR link, and a cross-site form aimed at the approval.
    expect((await fetch(`${body.url as string}&userName=mallory`)).status).toBe(200)
    expect(await post('/api/farcaster/approve', { channel, userName: 'mallory' }, { origin: 'http://127.0.0.1:5173' })).toMatchObject({
      status: 403,
    })
    expect(
      (await post('/api/farcaster/approve', `channel=${channel}&userName=mallory`, { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(415)
    expect((await post('/api/farcaster/approve', { channel: 'no-such-channel', userName: 'mallory' })).status).toBe(400)
    expect((await post('/api/farcaster/wait', { pollToken })).body).toEqual({ pending: true })
    expect((await post('/api/farcaster/approve', { channel, userName: 'dwr' })).body).toEqual({ approved: true })
    // A second approval cannot swap the account the first one chose.
    expect((await post('/api/farcaster/approve', { channel, userName: 'mallory' })).status).toBe(400)
    expect((await post('/api/farcaster/wait', { pollToken })).body).toMatchObject({ pending: false, userName: 'dwr' })
  })

  test('behavior: every page carries frame-ancestors; /sdk names the project allowlist, with no port wildcard by default', async () => {
    const csp = async (path: string) => (await fetch(`${server.url}${path}`)).headers.get('content-security-policy')
    expect(await csp('/sdk?projectId=p1')).toBe('frame-ancestors http://127.0.0.1:5173 http://localhost:5173')
    server.allowOrigin('http://127.0.0.1:4444/some/path', 'p1')
    expect(await csp('/sdk?projectId=p1')).toBe('frame-ancestors http://127.0.0.1:5173 http://localhost:5173 http://127.0.0.1:4444')
    expect(await csp('/sdk?projectId=p2')).toBe('frame-ancestors http://127.0.0.1:5173 http://localhost:5173')

    const { body } = await post('/api/social/start', {
      provider: 'github',
      parentOrigin: 'http://127.0.0.1:5173',
      challenge: 'c'.repeat(43),
    })
    const state = new URL(body.uri as string).searchParams.get('state') ?? ''
    const farcaster = await post('/api/farcaster/start', {})
    await post('/api/email/connect', { email: 'pages@csp.dev', deviceId: 'device-pages-001' })
    await post('/api/email/verify', { email: 'pages@csp.dev', deviceId: 'device-pages-001', otp: lastCode('pages@csp.dev') })
    await post('/api/email/connect', { email: 'pages@csp.dev', deviceId: 'device-pages-002' })
    const pages = [
      '/loading',
      '/sdk.js',
      '/sdk',
      `/social/github/authorize?state=${state}`,
      `/social/github/callback?state=${state}&user=octo`,
      `/social/result?state=${state}`,
      new URL(lastLink('pages@csp.dev')).pathname + new URL(lastLink('pages@csp.dev')).search,
      `${new URL(farcaster.body.url as string).pathname}${new URL(farcaster.body.url as string).search}&userName=dwr`,
      '/no-such-page',
    ]
    for (const page of pages) expect(await csp(page), page).toBe("frame-ancestors 'none'")
  })
})
