import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, test } from 'vitest'
import { verifyRelayAuth } from './auth'

const now = Math.floor(Date.now() / 1000)

async function token(iat = now) {
  return signJWT('session-id', 'ws://127.0.0.1:1', 86_400, generateKeyPair(), iat)
}

describe('verifyRelayAuth', () => {
  test('default', async () => {
    const auth = verifyRelayAuth(await token())
    expect(auth.clientId).toMatch(/^did:key:z6Mk/)
    expect(auth.audience).toBe('ws://127.0.0.1:1')
  })

  test('behavior: rejects a tampered signature', async () => {
    const [header, payload, signature = ''] = (await token()).split('.')
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
    expect(() => verifyRelayAuth(`${header}.${payload}.${flipped}`)).toThrow('auth signature invalid')
  })

  test('behavior: rejects a payload signed by another key', async () => {
    const [, payload] = (await token()).split('.')
    const [header, , signature] = (await token()).split('.')
    expect(() => verifyRelayAuth(`${header}.${payload}.${signature}`)).toThrow('auth signature invalid')
  })

  test('behavior: rejects an expired token', async () => {
    const expired = await token(now - 90_000)
    expect(() => verifyRelayAuth(expired, now)).toThrow('auth token expired')
  })

  test('behavior: rejects something that is not a JWT', () => {
    expect(() => verifyRelayAuth('abc')).toThrow('auth is not a JWT')
  })
})
