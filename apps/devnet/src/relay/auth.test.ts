import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, test } from 'vitest'
import { verifyRelayAuth } from './auth'

const now = Math.floor(Date.now() / 1000)

const relay = { host: '127.0.0.1:1' }

async function token(iat = now, aud = 'ws://127.0.0.1:1', ttl = 86_400) {
  return signJWT('session-id', aud, ttl, generateKeyPair(), iat)
}

describe('verifyRelayAuth', () => {
  test('default', async () => {
    const auth = verifyRelayAuth(await token(), relay)
    expect(auth.clientId).toMatch(/^did:key:z6Mk/)
    expect(auth.audience).toBe('ws://127.0.0.1:1')
  })

  test('behavior: rejects a tampered signature', async () => {
    const [header, payload, signature = ''] = (await token()).split('.')
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
    expect(() => verifyRelayAuth(`${header}.${payload}.${flipped}`, relay)).toThrow('auth signature invalid')
  })

  test('behavior: rejects a payload signed by another key', async () => {
    const [, payload] = (await token()).split('.')
    const [header, , signature] = (await token()).split('.')
    expect(() => verifyRelayAuth(`${header}.${payload}.${signature}`, relay)).toThrow('auth signature invalid')
  })

  test('behavior: rejects an expired token', async () => {
    const expired = await token(now - 90_000)
    expect(() => verifyRelayAuth(expired, relay, now)).toThrow('auth token expired')
  })

  test('behavior: rejects something that is not a JWT', () => {
    expect(() => verifyRelayAuth('abc', relay)).toThrow('auth is not a JWT')
  })

  // Issue 32: aud and iat were read but never checked.
  test.each(['wss://relay.walletconnect.org', 'ws://127.0.0.1:2', 'ws://evil.example:1', 'https://127.0.0.1:1', 'not a url'])(
    'behavior: rejects a token for another relay (%s)',
    async (aud) => {
      const other = await token(now, aud)
      expect(() => verifyRelayAuth(other, relay, now)).toThrow('auth token is for another relay')
    },
  )

  test('parameters: the audience may name the relay by localhost or with a trailing slash', async () => {
    expect(verifyRelayAuth(await token(now, 'ws://localhost:1/'), { host: 'localhost:1' }, now).clientId).toMatch(/^did:key:/)
    expect(verifyRelayAuth(await token(now, 'ws://127.0.0.1:1/'), relay, now).clientId).toMatch(/^did:key:/)
  })

  test('behavior: rejects a token issued in the future, or one that lives longer than a day', async () => {
    const future = await token(now + 3_600)
    const long = await token(now, 'ws://127.0.0.1:1', 30 * 86_400)
    expect(() => verifyRelayAuth(future, relay, now)).toThrow('auth token issued in the future')
    expect(() => verifyRelayAuth(long, relay, now)).toThrow('auth token lives too long')
  })
})
