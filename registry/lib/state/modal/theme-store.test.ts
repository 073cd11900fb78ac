import { describe, expect, test } from 'vitest'
import { createThemeStore, toFrameTheme } from '@/registry/lib/state/modal/theme-store'

describe('theme store', () => {
  test('default: dark, nothing set', () => {
    expect(toFrameTheme(undefined)).toEqual({ themeMode: 'dark', themeVariables: {}, w3mThemeVariables: { '--w3m-accent': '#3396ff', '--w3m-background': '#141414' } })
  })
  test('parameters: variables map to the secure site names', () => {
    expect(toFrameTheme({ themeMode: 'light', themeVariables: { accent: '#123456', colorMixStrength: 30, fontFamily: '' } })).toEqual({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#123456', '--w3m-color-mix-strength': 30 },
      w3mThemeVariables: { '--w3m-accent': '#123456', '--w3m-background': '#ffffff' },
    })
    expect(toFrameTheme({ themeMode: 'dark', themeVariables: { background: '#000010' } }).w3mThemeVariables).toEqual({ '--w3m-accent': '#3396ff', '--w3m-background': '#000010' })
  })
  test('behavior: an equal theme in a new object notifies nobody', () => {
    const theme = createThemeStore({ themeMode: 'light' })
    let changes = 0
    theme.store.subscribe(() => changes++)
    theme.set({ themeMode: 'light' })
    expect(changes).toBe(0)
    theme.set({ themeMode: 'dark' })
    expect(changes).toBe(1)
  })
})
