// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderHook } from '@testing-library/react'
import { useReducedMotion } from '@/registry/hooks/use-reduced-motion'

afterEach(cleanup)

describe('useReducedMotion', () => {
  test('behavior: follows the prefers-reduced-motion media query', () => {
    const listeners: Array<() => void> = []
    let reduce = true
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reduce,
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia
    try {
      const { result } = renderHook(() => useReducedMotion())
      expect(result.current).toBe(true)
      reduce = false
      act(() => listeners.forEach((listener) => listener()))
      expect(result.current).toBe(false)
    } finally {
      window.matchMedia = original
    }
  })
})
