import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPairingLifecycle, isPairingExpired } from './pairing-lifecycle'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('isPairingExpired', () => {
  test('behavior: counts as expired from 10 s before the end', () => {
    const pairing = { expiresAt: 1_240_000 }
    expect(isPairingExpired(pairing, 1_229_999)).toBe(false)
    expect(isPairingExpired(pairing, 1_230_000)).toBe(true)
  })
})

describe('createPairingLifecycle', () => {
  test('default', () => {
    const lifecycle = createPairingLifecycle({ onExpired: () => {} })
    const pairing = lifecycle.start('wc:a@2')
    expect(pairing).toEqual({ uri: 'wc:a@2', createdAt: 1_000_000, expiresAt: 1_240_000, active: false })
    expect(lifecycle.isExpired()).toBe(false)
  })

  test('behavior: an inactive pairing is refreshed 3 min 50 s after it was issued, not before', () => {
    const onExpired = vi.fn()
    const lifecycle = createPairingLifecycle({ onExpired })
    lifecycle.start('wc:a@2')
    vi.advanceTimersByTime(229_999)
    expect(onExpired).not.toHaveBeenCalled()
    expect(lifecycle.isExpired()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(onExpired).toHaveBeenCalledOnce()
    expect(lifecycle.isExpired()).toBe(true)
  })

  test('behavior: an activated pairing is never refreshed', () => {
    const onExpired = vi.fn()
    const lifecycle = createPairingLifecycle({ onExpired })
    lifecycle.start('wc:a@2')
    lifecycle.activate()
    vi.advanceTimersByTime(10 * 60_000)
    expect(onExpired).not.toHaveBeenCalled()
    expect(lifecycle.isExpired()).toBe(false)
  })

  test('behavior: a fresh pairing restarts the clock', () => {
    const onExpired = vi.fn()
    const lifecycle = createPairingLifecycle({ onExpired })
    lifecycle.start('wc:a@2')
    vi.advanceTimersByTime(200_000)
    lifecycle.start('wc:b@2')
    vi.advanceTimersByTime(200_000)
    expect(onExpired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(30_000)
    expect(onExpired).toHaveBeenCalledWith(expect.objectContaining({ uri: 'wc:b@2' }))
  })

  test('behavior: stop cancels the refresh', () => {
    const onExpired = vi.fn()
    const lifecycle = createPairingLifecycle({ onExpired })
    lifecycle.start('wc:a@2')
    lifecycle.stop()
    vi.advanceTimersByTime(300_000)
    expect(onExpired).not.toHaveBeenCalled()
    expect(lifecycle.isExpired()).toBe(true)
  })
})
