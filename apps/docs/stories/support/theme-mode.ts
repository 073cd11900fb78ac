import { createContext, useContext } from 'react'
import type { ThemeMode } from '@/registry/lib/state/modal/theme'

/** The toolbar's theme mode, handed from the preview decorator to the stories' providers. */
export const ThemeModeContext = createContext<ThemeMode>('dark')

export function useThemeMode(): ThemeMode {
  return useContext(ThemeModeContext)
}

export function toThemeMode(value: unknown): ThemeMode {
  return value === 'light' ? 'light' : 'dark'
}
