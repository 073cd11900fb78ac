import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createImageFailures, watchImagePreload } from './image-load'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

test('behavior: an image still loading is given up at 2000 ms, not at 1999 ms', () => {
  const onGiveUp = vi.fn()
  watchImagePreload({ complete: false, naturalWidth: 0 }, onGiveUp)
  vi.advanceTimersByTime(1999)
  expect(onGiveUp).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(onGiveUp).toHaveBeenCalledOnce()
})

test('behavior: a loaded image or a stopped watch is never given up', () => {
  const onGiveUp = vi.fn()
  watchImagePreload({ complete: true, naturalWidth: 32 }, onGiveUp)
  watchImagePreload({ complete: false, naturalWidth: 0 }, onGiveUp)()
  vi.advanceTimersByTime(5000)
  expect(onGiveUp).not.toHaveBeenCalled()
})

test('behavior: a failed image may be asked for again 1000 ms after it failed, not at 999 ms', () => {
  const failures = createImageFailures(() => Date.now())
  expect(failures.mayLoad('http://127.0.0.1/a.svg')).toBe(true)
  failures.fail('http://127.0.0.1/a.svg')
  expect(failures.mayLoad('http://127.0.0.1/a.svg')).toBe(false)
  expect(failures.mayLoad('http://127.0.0.1/b.svg')).toBe(true)
  vi.advanceTimersByTime(999)
  expect(failures.mayLoad('http://127.0.0.1/a.svg')).toBe(false)
  expect(failures.retryIn('http://127.0.0.1/a.svg')).toBe(1)
  vi.advanceTimersByTime(1)
  expect(failures.mayLoad('http://127.0.0.1/a.svg')).toBe(true)
})
