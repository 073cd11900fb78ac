'use client'

import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

// One MediaQueryList for the page, read live: React reads the snapshot on every render and the
// modal subscribes again each time it opens, and a matchMedia call per read parsed the query and
// made a new list each time (0.16 ms of a 15 ms reopen on a phone). Kept with the function that
// made it, so a replaced window.matchMedia (a test's) is asked again.
let cached: { source: Window['matchMedia']; list: MediaQueryList } | undefined

function mediaQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined
  if (cached?.source !== window.matchMedia) cached = { source: window.matchMedia, list: window.matchMedia(QUERY) }
  return cached.list
}

function subscribe(onChange: () => void): () => void {
  const media = mediaQuery()
  if (!media) return () => {}
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

function getSnapshot(): boolean {
  return Boolean(mediaQuery()?.matches)
}

/** True when the user asked the system for less motion; the modal then animates nothing. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
