import { describe, expect, test } from 'vitest'
import { createThemeStore, toFrameTheme } from '@/registry/lib/state/modal/theme-store'

describe('theme store', () => {
  test('default: dark, nothing set', () => {
    expect(toFrameTheme(undefined)).toEqual({
      themeMode: 'dark',
      themeVariables: {},
      w3mThemeVariables: { '--w3m-accent': '#3396ff', '--w3m-background': '#141414' },
    })
  })
  test('parameters: variables map to the secure site names', () => {
    expect(toFrameTheme({ themeMode: 'light', themeVariables: { accent: '#123456', colorMixStrength: 30, fontFamily: '' } })).toEqual({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#123456', '--w3m-color-mix-strength': 30 },
      w3mThemeVariables: { '--w3m-accent': '#123456', '--w3m-background': '#ffffff' },
    })
    expect(toFrameTheme({ themeMode: 'dark', themeVariables: { background: '#000010' } }).w3mThemeVariables).toEqual({
      '--w3m-accent': '#3396ff',
      '--w3m-background': '#000010',
    })
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

  test("parameters: themeMode 'system' follows prefers-color-scheme live; watchSystem's stop stops following", () => {
    let dark = false
    const listeners = new Set<() => void>()
    const query = () => ({
      get matches() {
        return dark
      },
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    })
    const theme = createThemeStore({ themeMode: 'system' }, query as never)
    expect(theme.mode()).toBe('light')
    expect(toFrameTheme(theme.store.getState().theme, theme.store.getState().system).themeMode).toBe('light')
    const stop = theme.watchSystem()
    dark = true
    for (const listener of listeners) listener()
    expect(theme.mode()).toBe('dark')
    expect(toFrameTheme(theme.store.getState().theme, theme.store.getState().system)).toMatchObject({
      themeMode: 'dark',
      w3mThemeVariables: { '--w3m-background': '#141414' },
    })
    stop()
    expect(listeners.size).toBe(0)
    // A fixed mode ignores the system.
    theme.set({ themeMode: 'light' })
    expect(theme.mode()).toBe('light')
  })

  test('default: without matchMedia (a server) the system mode is the default, dark', () => {
    const theme = createThemeStore({ themeMode: 'system' }, undefined)
    expect(theme.mode()).toBe('dark')
    expect(theme.watchSystem()).toBeTypeOf('function')
  })
})
