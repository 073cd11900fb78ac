'use client'

import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react'
import { useLocale } from '@/registry/hooks/use-locale'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
import { localize } from '@/registry/lib/i18n/localize'
import { stringsId, type LocalePack } from '@/registry/lib/i18n/define-strings'
import { partedLocalePacks } from '@/registry/lib/i18n/locale-parts'

// null on the server and while hydrating, so the server's HTML is hydrated as it was rendered.
const serverPack = () => null

/**
 * True below a <Suspense> the kit owns (the modal's dialog provides it): there a view about to
 * show waits for its words instead of showing English first. Elsewhere (a view the host renders
 * by itself, the docs' previews) a suspension would reach the host's own boundary, so strings
 * show English until their part of the pack is in.
 */
export const StringsWait = createContext(false)

/**
 * The loaded parts of the active locale's installed pack: the first when the locale becomes
 * active, the later ones once `module` (a strings module's id) is in one of them. Under
 * StringsWait a view about to show for the first time suspends until its words are there; one
 * already on screen stays as it is while a locale switched at run time loads.
 */
function useLocalePack(module?: string): LocalePack | undefined {
  const locale = useLocale()
  const pack = useSyncExternalStore(partedLocalePacks.subscribe, () => partedLocalePacks.get(locale), serverPack)
  const mounted = useRef(false)
  const waits = useContext(StringsWait)
  const waiting = waits && pack !== null && !mounted.current ? partedLocalePacks.wait(locale, module) : undefined
  if (waiting) throw waiting
  useEffect(() => {
    mounted.current = true
  }, [])
  useEffect(() => {
    void partedLocalePacks.load(locale, module)
  }, [locale, module])
  return pack ?? undefined
}

/**
 * A view's strings in the kit's active locale: the installed pack's words, English for every
 * key the pack lacks. In the modal (StringsWait) a view shown for the first time suspends while
 * the part of the pack with its words loads. Re-renders when the locale changes.
 *
 * @example
 * const strings = useStrings(sendViewStrings)
 * strings.balance(amount, symbol)
 */
export function useStrings<T extends object>(english: T): T {
  return localize(english, useLocalePack(stringsId(english)))
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
