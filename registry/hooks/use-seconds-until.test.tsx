// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useLayoutEffect } from 'react'
import { act, cleanup, renderHook } from '@testing-library/react'
import { useSecondsUntil } from '@/registry/hooks/use-seconds-until'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useSecondsUntil', () => {
  test('behavior: counts down once a second and stops at 0', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const at = Date.now() + 3_000
    const { result } = renderHook(() => useSecondsUntil(at))
    expect(result.current).toBe(3)
    act(() => void vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(2)
    act(() => void vi.advanceTimersByTime(5_000))
    expect(result.current).toBe(0)
  })

  test('behavior: a new deadline set long after the last one ended counts from its full length on its first render', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const shown: number[] = []
    const { rerender } = renderHook(
      ({ at }: { at: number }) => {
        const seconds = useSecondsUntil(at)
        // What is committed to the screen (a render React discards and redoes at once is never shown).
        useLayoutEffect(() => void shown.push(seconds))
        return seconds
      },
      { initialProps: { at: 0 } },
    )
    // Idle for a minute (nothing ticks), then a code is sent: 30 s until the next one may be asked for.
    vi.setSystemTime(Date.now() + 60_000)
    rerender({ at: Date.now() + 30_000 })
    expect(shown.at(-1)).toBe(30)
    expect(Math.max(...shown)).toBe(30)
  })

  test('behavior: never more than the whole wait: a deadline measured from before `since` (when the wait began) is clamped to it', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const start = Date.now()
    const { result } = renderHook(() => useSecondsUntil(start + 30_000, start + 5_000))
    expect(result.current).toBe(25)
  })
})
