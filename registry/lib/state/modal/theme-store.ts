import { createStore } from 'zustand/vanilla'
import { DEFAULT_ACCENT, DEFAULT_BACKGROUNDS, DEFAULT_THEME_MODE, type Theme, type ThemeVariables } from '@/registry/lib/state/modal/theme'

// The secure site's names for the theme variables (API.md §5 SYNC_THEME, the w3m variable set).
const frameVariableNames: Record<keyof ThemeVariables, string> = {
  accent: '--w3m-accent',
  background: '--w3m-background',
  colorMix: '--w3m-color-mix',
  colorMixStrength: '--w3m-color-mix-strength',
  fontFamily: '--w3m-font-family',
  fontSizeMaster: '--w3m-font-size-master',
  borderRadiusMaster: '--w3m-border-radius-master',
  zIndex: '--w3m-z-index',
}

export type FrameTheme = { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number>; w3mThemeVariables: Record<string, string> }

/**
 * The SYNC_THEME payload for a theme (SPEC §3 theme sync): the mode (dark by default), the
 * variables the host set under the secure site's names, and w3mThemeVariables, the accent and
 * background the modal actually shows (the host's, else the stylesheet's defaults for the mode).
 */
export function toFrameTheme(theme: Theme | undefined): FrameTheme {
  const themeMode = theme?.themeMode ?? DEFAULT_THEME_MODE
  const themeVariables: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(theme?.themeVariables ?? {})) {
    const name = frameVariableNames[key as keyof ThemeVariables]
    if (name && value !== undefined && value !== '') themeVariables[name] = value
  }
  const w3mThemeVariables = {
    [frameVariableNames.accent]: theme?.themeVariables?.accent || DEFAULT_ACCENT,
    [frameVariableNames.background]: theme?.themeVariables?.background || DEFAULT_BACKGROUNDS[themeMode],
  }
  return { themeMode, themeVariables, w3mThemeVariables }
}

const sameTheme = (a: Theme | undefined, b: Theme | undefined): boolean => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {})

/**
 * The host's theme as a store, so the secure frame can follow it (SYNC_THEME) like the views do.
 * Setting an equal theme (a new object with the same values) changes nothing.
 *
 * @example
 * const theme = createThemeStore({ themeMode: 'light' }); theme.set({ themeMode: 'dark' })
 */
export function createThemeStore(initial: Theme | undefined) {
  const store = createStore<{ theme: Theme | undefined }>(() => ({ theme: initial }))
  return {
    store,
    set(theme: Theme | undefined): void {
      if (!sameTheme(store.getState().theme, theme)) store.setState({ theme })
    },
  }
}
