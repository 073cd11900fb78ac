import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFrameServer, type FrameServer } from './create-frame-server'

// Issue 32 item 4: the social result URI and the Farcaster channel pass through the host page
// (the popup's postMessage, the QR link). A host that relays either to its own server, which
// calls the secure site's backend with a forged Origin, must not get the user's session: only the
// frame holds what completes the flow (a PKCE-style verifier, a poll token).
let server: FrameServer
beforeAll(async () => {
  server = await createFrameServer({ port: 0, evmChains: [], solanaRpcUrl: '', sendMail: () => {}, longPollMs: 300 })
})
afterAll(() => server?.stop())

/** Every call forges the secure site's own Origin, as a server-side script can. */
async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

describe('sign-in secrets that never leave the frame', () => {
  test('behavior: a host that relays the social result URI to a server gets no session; the frame, with its verifier, signs in once', async () => {
    // The frame's part: a verifier it keeps, its challenge sent with the start.
    const verifier = randomBytes(32).toString('base64url')
    const started = await post('/api/social/start', {
      provider: 'github',
      parentOrigin: 'http://127.0.0.1:5173',
      challenge: challengeOf(verifier),
    })
    expect(started.status).toBe(200)
    const state = new URL(started.body.uri as string).searchParams.get('state') ?? ''
    const callback = await fetch(`${server.url}/social/github/callback?state=${state}&user=victim`, { redirect: 'manual' })
    // What the popup posts to the host page, and the host relays.
    const resultUri = callback.headers.get('location') ?? ''
    expect(resultUri).not.toContain(verifier)
    for (const stolen of [
      { uri: resultUri },
      { uri: resultUri, verifier: '' },
      { uri: resultUri, verifier: randomBytes(32).toString('base64url') },
      { uri: resultUri, verifier: challengeOf(verifier) },
    ]) {
      expect(await post('/api/social/exchange', stolen)).toMatchObject({ status: 400 })
    }
    expect(await post('/api/social/exchange', { uri: resultUri, verifier })).toMatchObject({ status: 200, body: { userName: 'victim' } })
    expect((await post('/api/social/exchange', { uri: resultUri, verifier })).status).toBe(400)
  })

  test('behavior: a start without a challenge is refused (every flow is bound to a frame secret)', async () => {
    expect((await post('/api/social/start', { provider: 'github', parentOrigin: 'http://127.0.0.1:5173' })).status).toBe(400)
  })

  test('behavior: a host that relays the Farcaster QR channel to a server cannot poll for the session; the frame’s poll token works once', async () => {
    const started = await post('/api/farcaster/start', {})
    const qr = new URL(started.body.url as string)
    const channel = qr.searchParams.get('channel') ?? ''
    const pollToken = started.body.pollToken as string
    expect(pollToken).toMatch(/^[\w-]{32,}$/)
    expect(started.body.channel).toBeUndefined()
    expect(qr.href).not.toContain(pollToken)
    expect((await post('/api/farcaster/approve', { channel, userName: 'dwr' })).body).toEqual({ approved: true })
    // The host's server, knowing only the channel from the QR link.
    expect((await post('/api/farcaster/wait', { channel })).status).toBe(400)
    expect((await post('/api/farcaster/wait', { pollToken: channel })).status).toBe(400)
    expect(await post('/api/farcaster/wait', { pollToken })).toMatchObject({ status: 200, body: { pending: false, userName: 'dwr' } })
    expect((await post('/api/farcaster/wait', { pollToken })).status).toBe(400)
  })
})
