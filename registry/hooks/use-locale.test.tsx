// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useLocale } from '@/registry/hooks/use-locale'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'

afterEach(cleanup)

describe('useLocale', () => {
  test('behavior: the provider locale, canonical; a run-time switch re-renders with the new tag', () => {
    const { result, kit } = renderKitHook(() => useLocale(), { props: { locale: 'pt-br' } })
    expect(result.current).toBe('pt-BR')
    act(() => kit.options.setLocale('ar'))
    expect(result.current).toBe('ar')
  })

  test('behavior: outside a provider (a view on fixtures) it is the default locale', () => {
    const { result } = renderHook(() => useLocale())
    expect(result.current).toBe(DEFAULT_LOCALE)
  })
})
