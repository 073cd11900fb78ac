'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { useLocale } from '@/registry/hooks/use-locale'
import { localePacks } from '@/registry/lib/i18n/locale-packs'
import { localize } from '@/registry/lib/i18n/localize'
import type { LocalePack } from '@/registry/lib/i18n/define-strings'

const serverPack = () => undefined

/** The installed pack of the active locale once it has loaded (fetched when the locale becomes active). */
function useLocalePack(): LocalePack | undefined {
  const locale = useLocale()
  const pack = useSyncExternalStore(localePacks.subscribe, () => localePacks.get(locale), serverPack)
  useEffect(() => {
    void localePacks.load(locale)
  }, [locale])
  return pack
}

/**
 * useStrings for the host page's own components (the connect button): the first part of the
 * active locale's pack only, which holds their words, and no waiting (a suspension there would
 * reach the host's boundary). The page then carries none of the code of a pack's later parts
 * (lib/i18n/locale-parts), which the modal's views read through useStrings.
 *
 * @example
 * const strings = usePageStrings(connectButtonStrings)
 */
export function usePageStrings<T extends object>(english: T): T {
  return localize(english, useLocalePack())
}
