// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderHook } from '@testing-library/react'
import { useReducedMotion } from '@/registry/hooks/use-reduced-motion'

afterEach(cleanup)

/** A live MediaQueryList as the browser gives one: `matches` read now, listeners kept. */
function fakeMatchMedia(reduce: () => boolean) {
  const listeners = new Set<() => void>()
  const queries: string[] = []
  const matchMedia = ((query: string) => {
    queries.push(query)
    return {
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reduce()
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }
  }) as unknown as typeof window.matchMedia
  return { matchMedia, listeners, queries }
}

describe('useReducedMotion', () => {
  test('behavior: follows the prefers-reduced-motion media query', () => {
    let reduce = true
    const fake = fakeMatchMedia(() => reduce)
    const original = window.matchMedia
    window.matchMedia = fake.matchMedia
    try {
      const { result } = renderHook(() => useReducedMotion())
      expect(result.current).toBe(true)
      reduce = false
      act(() => fake.listeners.forEach((listener) => listener()))
      expect(result.current).toBe(false)
    } finally {
      window.matchMedia = original
    }
  })

  test('behavior: one media query list for the page, however often it renders and subscribes again (each open of the modal)', () => {
    let reduce = false
    const fake = fakeMatchMedia(() => reduce)
    const original = window.matchMedia
    window.matchMedia = fake.matchMedia
    try {
      for (let open = 0; open < 3; open++) {
        const { result, rerender, unmount } = renderHook(() => useReducedMotion())
        rerender()
        expect(result.current).toBe(reduce)
        unmount()
        expect(fake.listeners.size).toBe(0)
        reduce = !reduce
      }
      expect(fake.queries).toEqual(['(prefers-reduced-motion: reduce)'])
    } finally {
      window.matchMedia = original
    }
  })
})
