/** How the modal looks (SPEC §2 theme). Every field is optional; the CSS carries the defaults. */
export type ThemeMode = 'dark' | 'light'

export type ThemeVariables = {
  accent?: string | undefined
  /** The base background colour of the modal surfaces. */
  background?: string | undefined
  /** The colour mixed into every surface, the accent when unset. */
  colorMix?: string | undefined
  /** 0-100: how much of colorMix goes into the surfaces (SPEC §9 default 0%). */
  colorMixStrength?: number | undefined
  fontFamily?: string | undefined
  /** The size every text step is a multiple of (default 10px). */
  fontSizeMaster?: string | undefined
  /** The radius every corner is a multiple of (default 4px). */
  borderRadiusMaster?: string | undefined
  zIndex?: number | undefined
}

/** 'system' follows the visitor's `prefers-color-scheme`, live. */
export type ThemeModeOption = ThemeMode | 'system'

export type Theme = { themeMode?: ThemeModeOption | undefined; themeVariables?: ThemeVariables | undefined }

export const DEFAULT_THEME_MODE: ThemeMode = 'dark'

/** The mode to show: the host's, or the system's when the host asked to follow it (dark by default). */
export function resolveThemeMode(option: ThemeModeOption | undefined, system: ThemeMode): ThemeMode {
  if (option === 'system') return system
  return option ?? DEFAULT_THEME_MODE
}

/**
 * The accent and backgrounds the stylesheet falls back to (registry/styles/walletkit.css, where
 * the modal takes them from; theme.test.ts keeps the two in step). The secure frame cannot read
 * the host's CSS, so SYNC_THEME sends these resolved values as its w3mThemeVariables.
 */
export const DEFAULT_ACCENT = '#3396ff'
export const DEFAULT_BACKGROUNDS: Record<ThemeMode, string> = { dark: '#141414', light: '#ffffff' }

const variableNames = {
  accent: '--wk-accent',
  background: '--wk-background',
  colorMix: '--wk-color-mix',
  colorMixStrength: '--wk-color-mix-strength',
  fontFamily: '--wk-font-family',
  fontSizeMaster: '--wk-font-size-master',
  borderRadiusMaster: '--wk-border-radius-master',
  zIndex: '--wk-z-index',
} as const satisfies Record<keyof ThemeVariables, `--wk-${string}`>

/**
 * The inline CSS variables for a theme: only what the host set, so the stylesheet's defaults
 * (and its light/dark palettes) apply to the rest.
 */
export function themeToCssVariables(variables: ThemeVariables = {}): Record<string, string> {
  const style: Record<string, string> = {}
  for (const key of Object.keys(variableNames) as Array<keyof ThemeVariables>) {
    const value = variables[key]
    if (value === undefined || value === '') continue
    style[variableNames[key]] = key === 'colorMixStrength' ? `${value}%` : String(value)
  }
  return style
}
