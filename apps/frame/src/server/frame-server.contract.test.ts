import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFrameServer, type FrameServer } from './create-frame-server'
import { createTextLoader } from '../page/confirm/frame-locale'

// The frame backend over real HTTP on 127.0.0.1: the flows the browser tests do not walk.
let server: FrameServer
const mail: Array<{ to: string; subject: string; text: string }> = []

beforeAll(async () => {
  server = await createFrameServer({ port: 0, evmChains: [], solanaRpcUrl: '', sendMail: (m) => void mail.push(m), longPollMs: 2_000 })
})
afterAll(() => server?.stop())

// As the frame page posts: JSON, from the site's own origin.
async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}
const lastCode = (to: string) => /\b(\d{6})\b/.exec(mail.filter((m) => m.to === to).at(-1)?.subject ?? '')?.[1] ?? ''
const lastLink = (to: string) => /(http:\S+)/.exec(mail.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1] ?? ''
/** Approves a device the way the mailed page does: a JSON POST of the link's token. */
const approveFromLink = (link: string) => post('/api/device/approve', { token: new URL(link).searchParams.get('token') })

async function login(email: string, deviceId: string): Promise<string> {
  await post('/api/email/connect', { email, deviceId })
  const { body } = await post('/api/email/verify', { email, deviceId, otp: lastCode(email) })
  return body.token as string
}

describe('frame backend', () => {
  test("behavior: the confirmation's tables are served one per locale, and pass the page's own check", async () => {
    const fetched: string[] = []
    const texts = createTextLoader(async (tag) => {
      const response = await fetch(`${server.url}/strings/${tag}.json`)
      fetched.push(`${tag} ${response.status} ${response.headers.get('content-type')}`)
      return response.json()
    })
    expect(await texts.load('ar')).toMatchObject({ dir: 'rtl', strings: { approve: 'موافقة' } })
    expect(await texts.load('pt-BR')).toMatchObject({ strings: { approve: 'Aprovar' } })
    expect(fetched).toEqual(['ar 200 application/json', 'pt-BR 200 application/json'])
    for (const path of ['/strings/en.json', '/strings/xx.json', '/strings/ar', '/strings/..%2Fen.json'])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404)
  })

  test('behavior: a wrong code is refused, the mailed one opens a session that revoke ends', async () => {
    await post('/api/email/connect', { email: 'c@d.dev', deviceId: 'device-aaaaaaaa' })
    const wrong = await post('/api/email/verify', {
      email: 'c@d.dev',
      deviceId: 'device-aaaaaaaa',
      otp: lastCode('c@d.dev') === '000000' ? '111111' : '000000',
    })
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid code' } })
    const ok = await post('/api/email/verify', { email: 'c@d.dev', deviceId: 'device-aaaaaaaa', otp: lastCode('c@d.dev') })
    expect(ok.status).toBe(200)
    const token = ok.body.token as string
    expect((await post('/api/session', { token })).body).toMatchObject({ valid: true, email: 'c@d.dev' })
    await post('/api/session/revoke', { token })
    expect((await post('/api/session', { token })).body).toEqual({ valid: false })
  })

  test('behavior: a new device of a known account must be approved from the mailed link first', async () => {
    await login('e@f.dev', 'device-first-001')
    expect((await post('/api/email/connect', { email: 'e@f.dev', deviceId: 'device-second-02' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = lastLink('e@f.dev')
    expect(new URL(link).pathname).toBe('/device/approve')
    const waiting = post('/api/device/wait', { email: 'e@f.dev', deviceId: 'device-second-02' })
    // Opening the link (as a mail scanner would) approves nothing; the page's button does.
    expect((await fetch(link)).status).toBe(200)
    expect((await approveFromLink(link)).body).toEqual({ ok: true })
    expect((await waiting).body).toEqual({ approved: true })
    const ok = await post('/api/email/verify', { email: 'e@f.dev', deviceId: 'device-second-02', otp: lastCode('e@f.dev') })
    expect(ok.status).toBe(200)
  })

  test('behavior: e-mail change needs the code sent to the old address, then the one sent to the new', async () => {
    const token = await login('old@f.dev', 'device-change-01')
    expect((await post('/api/email/update', { token, newEmail: 'new@f.dev' })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect((await post('/api/email/update/primary', { token, otp: lastCode('old@f.dev') })).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect((await post('/api/email/update/secondary', { token, otp: lastCode('new@f.dev') })).body).toEqual({ newEmail: 'new@f.dev' })
    expect((await post('/api/session', { token })).body).toMatchObject({ email: 'new@f.dev' })
  })

  test('behavior: the social stand-in redirects back with a one-time result URI', async () => {
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    expect((await post('/api/social/start', { provider: 'github', parentOrigin: 'https://evil.example', challenge })).status).toBe(403)
    expect((await post('/api/social/start', { provider: 'github', parentOrigin: 'http://127.0.0.1:5555', challenge })).status).toBe(403)
    server.allowOrigin('http://127.0.0.1:5555')
    const { body } = await post('/api/social/start', { provider: 'github', parentOrigin: 'http://127.0.0.1:5555', challenge })
    const authorize = new URL(body.uri as string)
    expect(authorize.pathname).toBe('/social/github/authorize')
    const callback = await fetch(`${server.url}/social/github/callback?state=${authorize.searchParams.get('state')}&user=octo`, {
      redirect: 'manual',
    })
    const resultUri = callback.headers.get('location') ?? ''
    const page = await (await fetch(resultUri)).text()
    expect(page).toContain('"http://127.0.0.1:5555"')
    expect((await post('/api/social/exchange', { uri: resultUri, verifier })).body).toMatchObject({ userName: 'octo', email: null })
    expect((await post('/api/social/exchange', { uri: resultUri, verifier })).status).toBe(400)
  })

  test('behavior: the Farcaster wait resolves once the approval is posted; showing the approval page approves nothing', async () => {
    const { body } = await post('/api/farcaster/start', {})
    const page = await fetch(`${body.url as string}&userName=dwr`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('value="dwr"')
    // The long poll ends without a result: the page view above changed nothing.
    const channel = new URL(body.url as string).searchParams.get('channel')
    expect((await post('/api/farcaster/wait', { pollToken: body.pollToken })).body).toEqual({ pending: true })
    const waiting = post('/api/farcaster/wait', { pollToken: body.pollToken })
    expect((await post('/api/farcaster/approve', { channel, userName: 'dwr' })).body).toEqual({ approved: true })
    expect((await waiting).body).toMatchObject({ pending: false, userName: 'dwr' })
  })
})
