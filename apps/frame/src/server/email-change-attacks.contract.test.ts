import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFrameServer, type FrameServer } from './create-frame-server'

// Issue 32 item 5: the e-mail change flow of the reference secure site, attacked over real HTTP.
let server: FrameServer
const mail: Array<{ to: string; subject: string; text: string }> = []

beforeAll(async () => {
  server = await createFrameServer({ port: 0, evmChains: [], solanaRpcUrl: '', sendMail: (m) => void mail.push(m), longPollMs: 500 })
})
afterAll(() => server?.stop())

type Reply = { status: number; body: Record<string, unknown> }
async function post(path: string, body: unknown): Promise<Reply> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const mailsTo = (to: string) => mail.filter((m) => m.to === to)
const lastCode = (to: string) => /\b(\d{6})\b/.exec(mailsTo(to).at(-1)?.subject ?? '')?.[1] ?? ''

async function login(email: string, deviceId: string): Promise<{ token: string; userId: string }> {
  await post('/api/email/connect', { email, deviceId })
  const reply = await post('/api/email/verify', { email, deviceId, otp: lastCode(email) })
  expect(reply.status).toBe(200)
  return { token: reply.body.token as string, userId: reply.body.userId as string }
}

describe('e-mail change attacks', () => {
  test('behavior: the code mailed to one new address cannot confirm another (the swap), and a new request voids pending codes', async () => {
    const { token } = await login('owner@swap.dev', 'device-swap-0001')
    await post('/api/email/update', { token, newEmail: 'mine@swap.dev' })
    expect((await post('/api/email/update/primary', { token, otp: lastCode('owner@swap.dev') })).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const mailedToMine = lastCode('mine@swap.dev')
    // The pending address is swapped for one nobody confirmed; the code mailed to mine@ must not take it.
    expect((await post('/api/email/update', { token, newEmail: 'never-confirmed@swap.dev' })).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(await post('/api/email/update/secondary', { token, otp: mailedToMine })).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    })
    expect((await post('/api/session', { token })).body).toMatchObject({ email: 'owner@swap.dev' })
    expect(mailsTo('never-confirmed@swap.dev')).toEqual([])
    // The first request's primary code is void too: only the latest request's codes count.
    await post('/api/email/update', { token, newEmail: 'mine@swap.dev' })
    const latest = lastCode('owner@swap.dev')
    await post('/api/email/update', { token, newEmail: 'third@swap.dev' })
    expect((await post('/api/email/update/primary', { token, otp: latest })).status).toBe(400)
  })

  test('behavior: an address taken while the change is pending is refused at the last step, and its owner keeps it', async () => {
    const { token } = await login('mover@race.dev', 'device-race-0001')
    await post('/api/email/update', { token, newEmail: 'contested@race.dev' })
    await post('/api/email/update/primary', { token, otp: lastCode('mover@race.dev') })
    const secondary = lastCode('contested@race.dev')
    // Someone signs up with the address before the mover enters the second code.
    const other = await login('contested@race.dev', 'device-race-0002')
    expect(await post('/api/email/update/secondary', { token, otp: secondary })).toMatchObject({
      status: 409,
      body: { message: 'E-mail already in use' },
    })
    expect((await post('/api/session', { token })).body).toMatchObject({ email: 'mover@race.dev' })
    expect((await post('/api/session', { token: other.token })).body).toMatchObject({ email: 'contested@race.dev', userId: other.userId })
  })

  test('behavior: an address taken before the first code is entered is refused then, and no code goes to it', async () => {
    const { token } = await login('early@race.dev', 'device-race-0003')
    await post('/api/email/update', { token, newEmail: 'taken-early@race.dev' })
    await login('taken-early@race.dev', 'device-race-0004')
    const before = mailsTo('taken-early@race.dev').length
    expect(await post('/api/email/update/primary', { token, otp: lastCode('early@race.dev') })).toMatchObject({
      status: 409,
      body: { message: 'E-mail already in use' },
    })
    expect(mailsTo('taken-early@race.dev').length).toBe(before)
  })

  test('behavior: the first mail, to the current address, names the new one', async () => {
    const { token } = await login('named@mail.dev', 'device-named-001')
    await post('/api/email/update', { token, newEmail: 'Target@Mail.dev' })
    expect(mailsTo('named@mail.dev').at(-1)?.text).toContain('target@mail.dev')
  })
})
