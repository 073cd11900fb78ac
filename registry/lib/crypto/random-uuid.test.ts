import { afterEach, describe, expect, test, vi } from 'vitest'
import { randomUuid } from '@/registry/lib/crypto/random-uuid'

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.unstubAllGlobals())

describe('randomUuid', () => {
  test('default: a version-4 UUID from crypto.randomUUID where the context has it', () => {
    expect(randomUuid()).toMatch(v4)
  })

  test('behavior: an insecure context (no crypto.randomUUID) still gets distinct version-4 UUIDs from getRandomValues', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto)
    vi.stubGlobal('crypto', { getRandomValues })
    const ids = Array.from({ length: 2000 }, () => randomUuid())
    for (const id of ids) expect(id).toMatch(v4)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('behavior: the version and variant bits are set whatever the random bytes are', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) })
    expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0) })
    expect(randomUuid()).toBe('00000000-0000-4000-8000-000000000000')
  })
})
