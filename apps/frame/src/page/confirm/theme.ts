import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'

// SYNC_THEME inside the frame: light or dark, and the app's accent when it is a real colour
// (checked with CSS.supports, so a variable cannot smuggle other declarations in).

const accentKeys = ['--w3m-accent', '--wk-accent', 'accent']

/** Applies the app's theme to the frame's confirmation screen. */
export function applyTheme(payload: AppPayload<'SYNC_THEME'>, root: HTMLElement = document.documentElement): void {
  if (payload.themeMode) root.dataset.theme = payload.themeMode
  const variables: Record<string, string | number> = { ...payload.themeVariables, ...payload.w3mThemeVariables }
  const accent = accentKeys.map((key) => variables[key]).find((value) => typeof value === 'string' && CSS.supports('color', value))
  if (typeof accent === 'string') root.style.setProperty('--accent', accent)
}
