// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useTheme } from '@/registry/hooks/use-theme'

afterEach(cleanup)

describe('useTheme', () => {
  test('default: dark with no variables (SPEC §2 themeMode default dark)', () => {
    const { result } = renderKitHook(() => useTheme())
    expect(result.current['data-wk-theme']).toBe('dark')
    expect(result.current.style).toEqual({})
  })
  test('parameters: theme', () => {
    const { result } = renderKitHook(() => useTheme(), {
      props: { theme: { themeMode: 'light', themeVariables: { accent: '#f00', colorMixStrength: 20 } } },
    })
    expect(result.current['data-wk-theme']).toBe('light')
    expect(result.current.style).toEqual({ '--wk-accent': '#f00', '--wk-color-mix-strength': '20%' })
  })
  test("behavior: themeMode 'system' shows the system's scheme and follows its changes", () => {
    const { result, kit } = renderKitHook(() => useTheme(), { props: { theme: { themeMode: 'system' } } })
    act(() => kit.theme.store.setState({ system: 'light' }))
    expect(result.current['data-wk-theme']).toBe('light')
    act(() => kit.theme.store.setState({ system: 'dark' }))
    expect(result.current['data-wk-theme']).toBe('dark')
  })
})
