'use client'

import { useTheme } from 'next-themes'
import { useEffect, useState } from 'react'
import type { ThemeMode } from '@/registry/lib/state/modal/theme'

/**
 * The site's light/dark choice (Fumadocs' theme switch, next-themes) as a walletkit theme mode,
 * so previews follow the page. Light until mounted: the static HTML cannot know the choice.
 */
export function useDocsThemeMode(): ThemeMode {
  const { resolvedTheme } = useTheme()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted && resolvedTheme === 'dark' ? 'dark' : 'light'
}
