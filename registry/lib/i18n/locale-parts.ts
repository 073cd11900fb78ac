import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { installedLocales, type LocaleLoader } from '@/registry/lib/i18n/installed-locales'
import { localePacks, packTag, type LocalePacks } from '@/registry/lib/i18n/locale-packs'
import { logger } from '@/registry/lib/logger/logger'

// Lives apart from locale-packs.ts: only the views (useStrings, in the modal's lazy chunks) read
// packs in parts, so the page-load path (the connect button's usePageStrings) carries none of this.

// A later part's modules join the pack; its error texts join the first part's.
const withPart = (pack: LocalePack, part: LocalePack): LocalePack => ({ ...pack, ...part, errors: { ...pack.errors, ...part.errors } })

/**
 * A pack with every later part loaded into it (a pack without parts as it is): the whole
 * language at once, for tools that list every string (the docs, the locale tests).
 *
 * @example
 * const german = await wholePack(await installedLocales.de())
 */
export async function wholePack(pack: LocalePack): Promise<LocalePack> {
  return (await Promise.all((pack.parts ?? []).map((part) => part()))).reduce(withPart, pack)
}

/** Locale packs whose later parts load when a view needs them, and that a view about to show can wait for. */
export type PartedLocalePacks = LocalePacks & {
  /**
   * What a view about to show waits for so it never shows English first: the load of the part
   * of the active pack with `module`'s words (the first part with no `module`) while that pack is
   * installed, the part not loaded and its load not failed; undefined when there is nothing to wait for.
   */
  wait(locale: string, module?: string): Promise<void> | undefined
}

/**
 * `first` (the first parts, loaded by tag) with each pack's later parts: fetched once a module
 * the loaded parts lack is asked for (or all of them, with `load(locale, true)`), then merged.
 * A part that fails to load is logged and its views stay English; the next load tries again.
 */
export function createPartedLocalePacks(
  first: LocalePacks,
  loaders: Readonly<Record<string, LocaleLoader>> = installedLocales,
): PartedLocalePacks {
  const whole = new WeakMap<LocalePack, LocalePack>()
  const pending = new WeakMap<LocalePack, Promise<void>>()
  const failed = new WeakSet<LocalePack>()
  // Tags whose first part settled without a pack (its load failed): nothing waits for it again.
  const missing = new Set<string>()
  const listeners = new Set<() => void>()
  // Asked at each first render of each view (wait): the match is kept per locale while the
  // installed tags stay the same, as localePacks keeps its own (packTag maximizes Intl.Locales).
  const tags = new Map<string, string | undefined>()
  let names = ''
  const installed = (locale: string): string | undefined => {
    const current = Object.keys(loaders).join(' ')
    if (current !== names) {
      tags.clear()
      names = current
    }
    if (!tags.has(locale)) tags.set(locale, packTag(locale, Object.keys(loaders)))
    return tags.get(locale)
  }
  const needsParts = (pack: LocalePack, module: string | true | undefined) =>
    !!pack.parts && !whole.has(pack) && (module === true || (module !== undefined && !(module in pack)))
  const loadParts = (pack: LocalePack): Promise<void> => {
    let promise = pending.get(pack)
    if (!promise) {
      failed.delete(pack)
      promise = wholePack(pack).then(
        (merged) => {
          whole.set(pack, merged)
          for (const listener of listeners) listener()
        },
        (error: unknown) => {
          failed.add(pack)
          logger.error('locale pack part failed to load; showing English', error)
        },
      )
      pending.set(pack, promise)
      // A later load (the next activation) may try a failed part again.
      void promise.then(() => pending.delete(pack))
    }
    return promise
  }
  const load = (locale: string, module?: string | true): Promise<void> =>
    first.load(locale).then(() => {
      const pack = first.get(locale)
      const tag = installed(locale)
      if (tag !== undefined && !pack) missing.add(tag)
      if (tag !== undefined && pack) missing.delete(tag)
      return pack && needsParts(pack, module) ? loadParts(pack) : undefined
    })
  return {
    get(locale) {
      const pack = first.get(locale)
      return pack && (whole.get(pack) ?? pack)
    },
    load,
    wait(locale, module) {
      const tag = installed(locale)
      if (tag === undefined) return undefined
      const pack = first.get(locale)
      if (!pack) return missing.has(tag) ? undefined : load(locale, module)
      if (!needsParts(pack, module) || failed.has(pack)) return undefined
      return pending.get(pack) ?? loadParts(pack)
    },
    subscribe(listener) {
      listeners.add(listener)
      const unsubscribe = first.subscribe(listener)
      return () => {
        listeners.delete(listener)
        unsubscribe()
      }
    },
  }
}

/** The app's installed packs in parts: useStrings reads every view's words through these. */
export const partedLocalePacks: PartedLocalePacks = createPartedLocalePacks(localePacks)
