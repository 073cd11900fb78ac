import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { logger } from '@/registry/lib/logger/logger'
import { createSafeStorage, safeStorage } from './safe-storage'
import { memoryStorage, quotaExceededError } from './test/memory-storage'

let errors: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errors = vi.spyOn(logger, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('createSafeStorage', () => {
  test('default: strings and JSON round-trip', () => {
    const { storage, data } = memoryStorage()
    const safe = createSafeStorage(() => storage)
    safe.setItem('a', 'text')
    safe.setJson('b', { n: 1, list: [true] })
    expect(safe.getItem('a')).toBe('text')
    expect(safe.getJson('b')).toEqual({ n: 1, list: [true] })
    expect(data.get('b')).toBe('{"n":1,"list":[true]}')
    safe.setJson('b', undefined)
    safe.removeItem('a')
    expect(data.size).toBe(0)
    expect(safe.getItem('missing')).toBeUndefined()
    expect(errors).not.toHaveBeenCalled()
  })

  test('behavior: a throwing storage is swallowed and logged', () => {
    const { storage, failures } = memoryStorage()
    failures.read = new DOMException('The operation is insecure.', 'SecurityError')
    failures.write = failures.read
    const safe = createSafeStorage(() => storage)
    expect(safe.getItem('a')).toBeUndefined()
    expect(safe.getJson('a')).toBeUndefined()
    expect(() => safe.setItem('a', 'x')).not.toThrow()
    expect(() => safe.removeItem('a')).not.toThrow()
    expect(errors).toHaveBeenCalledTimes(4)
    expect(errors.mock.calls[0]).toEqual(['storage read failed', 'a', failures.read])
  })

  test('behavior: a quota error on write is swallowed, logged, and the old value survives', () => {
    const { storage, failures } = memoryStorage()
    const safe = createSafeStorage(() => storage)
    safe.setJson('k', 'old')
    failures.write = quotaExceededError()
    safe.setJson('k', 'x'.repeat(10))
    expect(safe.getJson('k')).toBe('old')
    expect(errors).toHaveBeenCalledWith('storage write failed', 'k', failures.write)
  })

  test('behavior: a resolver that throws (storage access denied) is swallowed', () => {
    const safe = createSafeStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    expect(safe.getItem('a')).toBeUndefined()
    safe.setItem('a', 'b')
    expect(errors).toHaveBeenCalledTimes(2)
  })

  test('behavior: corrupt JSON reads as absent and is logged', () => {
    const { storage, data } = memoryStorage()
    data.set('k', '{not json')
    expect(createSafeStorage(() => storage).getJson('k')).toBeUndefined()
    expect(errors).toHaveBeenCalledWith('storage value is not JSON', 'k', expect.any(SyntaxError))
  })
})

describe('safeStorage', () => {
  test('behavior: without a window (server rendering) every call is a silent no-op', () => {
    expect(typeof window).toBe('undefined')
    safeStorage.setJson('a', 1)
    safeStorage.setItem('b', 'c')
    safeStorage.removeItem('a')
    expect(safeStorage.getItem('b')).toBeUndefined()
    expect(safeStorage.getJson('a')).toBeUndefined()
    expect(errors).not.toHaveBeenCalled()
  })

  test('behavior: a window whose localStorage getter throws is swallowed and logged', () => {
    const denied = new DOMException('Access is denied for this document.', 'SecurityError')
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw denied
      },
    })
    expect(safeStorage.getItem('a')).toBeUndefined()
    expect(errors).toHaveBeenCalledWith('localStorage is not accessible', denied)
  })

  test('behavior: the window appearing later (hydration) is picked up', () => {
    const { storage } = memoryStorage()
    vi.stubGlobal('window', { localStorage: storage })
    safeStorage.setItem('a', 'b')
    expect(storage.getItem('a')).toBe('b')
  })
})
