'use client'

import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useLocale } from '@/registry/hooks/use-locale'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
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
 * A view's strings in the kit's active locale: the installed pack's words, English for every
 * key the pack lacks and while it loads. Re-renders when the locale changes.
 *
 * @example
 * const strings = useStrings(sendViewStrings)
 * strings.balance(amount, symbol)
 */
export function useStrings<T extends object>(english: T): T {
  return localize(english, useLocalePack())
}

/**
 * toUserMessage in the active locale: a walletkit error's SPEC text translated by its code (the
 * thrown error and what analytics record stay English), else `fallback`.
 *
 * @example
 * const userMessage = useUserMessage()
 * userMessage(error, strings.failed)
 */
export function useUserMessage(): (error: unknown, fallback?: string) => string {
  const pack = useLocalePack()
  const errors = pack?.errors
  const derive = pack?.derive
  return useCallback(
    (error: unknown, fallback?: string) => {
      const text = toUserMessage(error, fallback, errors)
      // A view's own fallback is already in the locale; a SPEC text a pack with no tables shows is derived.
      return derive && text !== fallback ? derive(text) : text
    },
    [errors, derive],
  )
}
