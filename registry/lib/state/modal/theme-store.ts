import { createStore } from 'zustand/vanilla'
import {
  DEFAULT_ACCENT,
  DEFAULT_BACKGROUNDS,
  DEFAULT_THEME_MODE,
  resolveThemeMode,
  type Theme,
  type ThemeMode,
  type ThemeVariables,
} from '@/registry/lib/state/modal/theme'

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

export type FrameTheme = {
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string | number>
  w3mThemeVariables: Record<string, string>
}

/**
 * The SYNC_THEME payload for a theme (SPEC §3 theme sync): the mode (dark by default), the
 * variables the host set under the secure site's names, and w3mThemeVariables, the accent and
 * background the modal actually shows (the host's, else the stylesheet's defaults for the mode).
 */
export function toFrameTheme(theme: Theme | undefined, system: ThemeMode = DEFAULT_THEME_MODE): FrameTheme {
  const themeMode = resolveThemeMode(theme?.themeMode, system)
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

/** What a kit's theme store holds: the host's theme and the system's colour scheme. */
export type ThemeState = { theme: Theme | undefined; system: ThemeMode }

/** The part of `window.matchMedia` the store needs; a test passes its own. */
export type ColorSchemeQuery = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>

const prefersDark = '(prefers-color-scheme: dark)'
const browserQuery = (): ColorSchemeQuery | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined

/**
 * The host's theme as a store, so the secure frame can follow it (SYNC_THEME) like the views do,
 * with the system's colour scheme for `themeMode: 'system'`. Setting an equal theme (a new object
 * with the same values) changes nothing. `watchSystem` follows the scheme live; it returns its stop.
 *
 * @example
 * const theme = createThemeStore({ themeMode: 'system' }); const stop = theme.watchSystem()
 */
export function createThemeStore(initial: Theme | undefined, colorScheme: ColorSchemeQuery | undefined = browserQuery()) {
  const read = (): ThemeMode => {
    const query = colorScheme?.(prefersDark)
    if (!query) return DEFAULT_THEME_MODE
    return query.matches ? 'dark' : 'light'
  }
  const store = createStore<ThemeState>(() => ({ theme: initial, system: read() }))
  return {
    store,
    set(theme: Theme | undefined): void {
      if (!sameTheme(store.getState().theme, theme)) store.setState({ theme })
    },
    /** The mode the modal and the frame show now. */
    mode: (): ThemeMode => resolveThemeMode(store.getState().theme?.themeMode, store.getState().system),
    watchSystem(): () => void {
      const query = colorScheme?.(prefersDark)
      if (!query) return () => {}
      const update = (): void => {
        const system = read()
        if (store.getState().system !== system) store.setState({ system })
      }
      update()
      query.addEventListener('change', update)
      return () => query.removeEventListener('change', update)
    },
  }
}
