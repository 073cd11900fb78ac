import { describe, expect, test } from 'vitest'
import { createDeviceTokens } from './device-tokens'

describe('createDeviceTokens', () => {
  test('default: a token names its e-mail and device and is consumed once', () => {
    const tokens = createDeviceTokens()
    const token = tokens.issue('A@B.dev', 'device-1')
    expect(tokens.read(token)).toMatchObject({ email: 'a@b.dev', deviceId: 'device-1' })
    expect(tokens.consume(token)).toMatchObject({ deviceId: 'device-1' })
    expect(tokens.consume(token)).toBeNull()
  })

  test('behavior: another server secret, an edited body or an expired token is refused', () => {
    let now = 0
    const tokens = createDeviceTokens(Buffer.alloc(32, 1), () => now)
    const token = tokens.issue('a@b.dev', 'device-1')
    expect(createDeviceTokens(Buffer.alloc(32, 2)).read(token)).toBeNull()
    const [body, mac] = token.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>
    expect(tokens.read(`${Buffer.from(JSON.stringify({ ...claims, deviceId: 'device-2' })).toString('base64url')}.${mac}`)).toBeNull()
    expect(tokens.read(`${token}.extra`)).toBeNull()
    now = 15 * 60_000 + 1
    expect(tokens.read(token)).toBeNull()
  })
})
