'use client'

import { useMemo, useSyncExternalStore, type CSSProperties } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { DEFAULT_THEME_MODE, resolveThemeMode, themeToCssVariables, type ThemeMode } from '@/registry/lib/state/modal/theme'

export type ThemeAttributes = { 'data-wk-theme': ThemeMode; style: CSSProperties }

/**
 * The attributes that theme an element: its mode and the host's variables as --wk-* properties.
 * With `themeMode: 'system'` the mode follows `prefers-color-scheme` live; server HTML and
 * hydration use the default mode (the server cannot know the visitor's), the client then switches.
 */
export function useTheme(): ThemeAttributes {
  const { kit, theme } = useWalletKitContext('useTheme')
  const system = useSyncExternalStore(
    kit.theme.store.subscribe,
    () => kit.theme.store.getState().system,
    () => DEFAULT_THEME_MODE,
  )
  const mode = resolveThemeMode(theme?.themeMode, system)
  const variables = theme?.themeVariables
  return useMemo(() => ({ 'data-wk-theme': mode, style: themeToCssVariables(variables) as CSSProperties }), [mode, variables])
}
