'use client'

import { useMemo, type CSSProperties } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { DEFAULT_THEME_MODE, themeToCssVariables, type ThemeMode } from '@/registry/lib/state/modal/theme'

export type ThemeAttributes = { 'data-wk-theme': ThemeMode; style: CSSProperties }

/** The attributes that theme an element: its mode and the host's variables as --wk-* properties. */
export function useTheme(): ThemeAttributes {
  const { theme } = useWalletKitContext('useTheme')
  const mode = theme?.themeMode ?? DEFAULT_THEME_MODE
  const variables = theme?.themeVariables
  return useMemo(() => ({ 'data-wk-theme': mode, style: themeToCssVariables(variables) as CSSProperties }), [mode, variables])
}
