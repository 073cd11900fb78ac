// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useFormat } from '@/registry/hooks/use-format'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'

afterEach(cleanup)

describe('useFormat', () => {
  test('behavior: en-US by default; the provider locale; a run-time switch re-renders with the new formatters', () => {
    const { result, kit } = renderKitHook(() => useFormat(), { props: { locale: 'de' } })
    expect(result.current.locale).toBe('de')
    expect(result.current.amount('1234.5')).toBe('1.234,5')
    act(() => kit.options.setLocale(DEFAULT_LOCALE))
    expect(result.current.amount('1234.5')).toBe('1,234.5')
    expect(() => kit.options.setLocale('not a tag')).toThrow(RangeError)
    expect(kit.options.store.getState().locale).toBe(DEFAULT_LOCALE)
  })

  test('behavior: outside a provider (a view on fixtures) it formats in en-US', () => {
    const { result } = renderHook(() => useFormat())
    expect(result.current.usd(1)).toBe('$1.00')
  })
})
