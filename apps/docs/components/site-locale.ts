'use client'

import { useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { docsLanguages } from './preview/docs-installed-locales'

// The site-wide language: every preview and Strings section starts from it, on every page.
const storageKey = 'walletkit-docs-locale'
const changed = 'walletkit-docs-locale-change'
let memory: string | undefined

function read(): string {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(storageKey)
  } catch {
    // Storage refused (private mode, sandboxed frame): the choice lasts for this page only.
  }
  const tag = stored ?? memory
  return tag && docsLanguages.some((language) => language.tag === tag) ? tag : DEFAULT_LOCALE
}

function subscribe(notify: () => void): () => void {
  window.addEventListener(changed, notify)
  // Another tab chose a language.
  window.addEventListener('storage', notify)
  return () => {
    window.removeEventListener(changed, notify)
    window.removeEventListener('storage', notify)
  }
}

/** The site's language tag; English until mounted, as the static HTML cannot know the reader's choice. */
export function useSiteLocale(): string {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_LOCALE)
}

export function setSiteLocale(tag: string): void {
  memory = tag
  try {
    window.localStorage.setItem(storageKey, tag)
  } catch {
    // Kept in memory only (see read).
  }
  window.dispatchEvent(new Event(changed))
}
