import { describe, expect, test } from 'vitest'
import { openSealedValue, sealValue } from './hmac-seal'

const secret = 'a'.repeat(32)

describe('sealValue / openSealedValue', () => {
  test('default: a sealed value opens under the same secret, its HMAC-SHA256 in base64url after the last dot', async () => {
    const sealed = await sealValue('nonce.1700000000000', secret)
    expect(sealed).toMatch(/^nonce\.1700000000000\.[A-Za-z0-9_-]{43}$/)
    expect(await openSealedValue(sealed, secret)).toBe('nonce.1700000000000')
  })

  test('behavior: another secret, an edited value, an edited or truncated MAC, or junk open to undefined', async () => {
    const sealed = await sealValue('abc', secret)
    const mac = sealed.slice(4)
    expect(await openSealedValue(sealed, 'b'.repeat(32))).toBeUndefined()
    expect(await openSealedValue(`abd.${mac}`, secret)).toBeUndefined()
    expect(await openSealedValue(`abc.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`, secret)).toBeUndefined()
    expect(await openSealedValue(`abc.${mac.slice(0, 20)}`, secret)).toBeUndefined()
    for (const junk of [undefined, '', 'abc', 'abc.', 'abc.!!!', '.'.repeat(5)]) expect(await openSealedValue(junk, secret)).toBeUndefined()
  })
})
