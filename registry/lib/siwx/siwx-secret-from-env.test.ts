import { describe, expect, test } from 'vitest'
import { SiwxSecretMissingError } from '@/registry/lib/errors/siwx-errors'
import { siwxSecretFromEnv } from './siwx-secret-from-env'

describe('siwxSecretFromEnv', () => {
  test('default: SIWX_SECRET of 32 or more characters is the key', () => {
    expect(siwxSecretFromEnv({ SIWX_SECRET: 'k'.repeat(32), NODE_ENV: 'production' })).toBe('k'.repeat(32))
  })

  test('behavior: unset in production, or too short anywhere, is SiwxSecretMissingError with the SPEC-style text', () => {
    expect(() => siwxSecretFromEnv({ NODE_ENV: 'production' })).toThrow(SiwxSecretMissingError)
    expect(() => siwxSecretFromEnv({ SIWX_SECRET: 'short', NODE_ENV: 'development' })).toThrow(
      'SIWX_SECRET is not set: give the server a random secret of 32 or more characters',
    )
  })

  test('behavior: unset outside production, one random key per process (so `next dev` works before it is set)', () => {
    const first = siwxSecretFromEnv({ NODE_ENV: 'development' })
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(siwxSecretFromEnv({})).toBe(first)
  })
})
