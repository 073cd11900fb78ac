import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFrameServer, type FrameServer } from './create-frame-server'

// The social sign-in stand-in from a phisher's side, over real HTTP on 127.0.0.1. The phisher
// starts a flow itself (so it knows the state), sends the victim the provider's authorize link,
// and waits for the victim to sign in there; then it tries to exchange the flow for a session.
let server: FrameServer
beforeAll(async () => {
  server = await createFrameServer({ port: 0, evmChains: [], solanaRpcUrl: '', sendMail: () => {} })
})
afterAll(() => server?.stop())

async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

// The victim's frame holds the PKCE verifier of the flow (sign-in-secret-attacks covers a host
// that relays the result URI); here the phisher even has it, and still lacks the code.
const verifier = randomBytes(32).toString('base64url')
const challenge = createHash('sha256').update(verifier).digest('base64url')

describe('social sign-in attacks', () => {
  test('behavior: knowing the state of a flow it started does not let a phisher exchange the victim’s sign-in; only the redirected code does', async () => {
    const started = await post('/api/social/start', { provider: 'github', parentOrigin: 'http://127.0.0.1:5173', challenge })
    const state = new URL(started.body.uri as string).searchParams.get('state') ?? ''
    // The victim opens the link and signs in at the provider; the redirect goes to the victim's browser.
    const callback = await fetch(`${server.url}/social/github/callback?state=${state}&user=victim`, { redirect: 'manual' })
    expect(callback.status).toBe(302)
    const victimResult = new URL(callback.headers.get('location') ?? '')
    expect(victimResult.searchParams.get('code')).toMatch(/^[\w-]{16,}$/)

    for (const uri of [
      `${server.url}/social/result?state=${state}`,
      `${server.url}/social/result?state=${state}&code=guessed-code-000000`,
      `${server.url}/social/result?state=${state}&code=`,
    ]) {
      expect(await post('/api/social/exchange', { uri, verifier }), uri).toMatchObject({
        status: 400,
        body: { message: 'Invalid social login result' },
      })
    }
    // The victim's own frame, holding the redirected URI, still signs in, once.
    expect(await post('/api/social/exchange', { uri: victimResult.href, verifier })).toMatchObject({
      status: 200,
      body: { userName: 'victim' },
    })
    expect((await post('/api/social/exchange', { uri: victimResult.href, verifier })).status).toBe(400)
  })
})
