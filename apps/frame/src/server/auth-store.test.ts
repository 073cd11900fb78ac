import { describe, expect, test } from 'vitest'
import { createAuthStore } from './auth-store'

describe('auth store e-mail change', () => {
  test('behavior: changeEmail never takes an address another account holds', () => {
    const store = createAuthStore()
    const mover = store.ensureEmailUser('mover@store.dev')
    const holder = store.ensureEmailUser('held@store.dev')
    expect(() => store.changeEmail(mover, 'Held@store.dev')).toThrow('belongs to another account')
    expect(store.userForEmail('held@store.dev')?.id).toBe(holder.id)
    expect(mover.email).toBe('mover@store.dev')
    store.changeEmail(mover, 'free@store.dev')
    expect(store.userForEmail('free@store.dev')?.id).toBe(mover.id)
    expect(store.userForEmail('mover@store.dev')).toBeUndefined()
  })

  test('behavior: dropCodes voids the codes under a prefix and no others', () => {
    const store = createAuthStore()
    const a = store.issueCode('primary|u1|a@x.dev')
    const b = store.issueCode('secondary|u1|a@x.dev')
    const other = store.issueCode('primary|u2|a@x.dev')
    store.dropCodes('primary|u1|')
    store.dropCodes('secondary|u1|')
    expect(store.checkCode('primary|u1|a@x.dev', a)).toBe(false)
    expect(store.checkCode('secondary|u1|a@x.dev', b)).toBe(false)
    expect(store.checkCode('primary|u2|a@x.dev', other)).toBe(true)
  })
})
