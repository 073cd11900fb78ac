import { describe, expect, test } from 'vitest'
import { perKit } from '@/registry/lib/state/start/per-kit'

describe('perKit', () => {
  test('default: one value per kit, made on the first call only', () => {
    let made = 0
    const get = perKit((kit: { id: number }) => ({ id: kit.id, serial: ++made }))
    const a = { id: 1 }
    const b = { id: 2 }
    expect(made).toBe(0)
    expect(get(a)).toBe(get(a))
    expect(get(b)).toEqual({ id: 2, serial: 2 })
    expect(made).toBe(2)
  })

  test('behavior: a throwing factory caches nothing, so the next call tries again', () => {
    let fail = true
    const get = perKit((_kit: object) => {
      if (fail) throw new Error('not yet')
      return 'ready'
    })
    const kit = {}
    expect(() => get(kit)).toThrow('not yet')
    fail = false
    expect(get(kit)).toBe('ready')
  })

  test('behavior: a copy of a kit (same connection store) reaches the same value; another kit does not', () => {
    const get = perKit((kit: { connection: object; label: string }) => ({ from: kit.label }))
    const kit = { connection: {}, label: 'kit' }
    const value = get(kit)
    expect(get({ ...kit, label: 'copy' })).toBe(value)
    expect(get({ connection: {}, label: 'other' })).not.toBe(value)
  })
})
