import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { installedLocales, type LocaleLoader } from '@/registry/lib/i18n/installed-locales'
import { logger } from '@/registry/lib/logger/logger'

function maximized(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag).maximize()
  } catch {
    return undefined
  }
}

/**
 * The installed pack that serves `locale`: the same tag, else the same language, script and
 * region, else the same language and script ('de-AT' -> 'de', 'zh-HK' -> 'zh-TW', never 'zh-CN').
 *
 * @example
 * packTag('pt-PT', ['pt-BR', 'de']) // 'pt-BR'
 */
export function packTag(locale: string, tags: readonly string[]): string | undefined {
  const exact = tags.find((tag) => tag.toLowerCase() === locale.toLowerCase())
  if (exact) return exact
  const wanted = maximized(locale)
  if (!wanted) return undefined
  const candidates = tags.flatMap((tag) => {
    const full = maximized(tag)
    // A pseudo-locale's pack (CLDR's regions XA, XB, XC: en-XA) serves only its own tag: en-US stays English.
    if (!full || /^X[ABC]$/.test(full.region ?? '')) return []
    return full.language === wanted.language && full.script === wanted.script ? [{ tag, full }] : []
  })
  return (candidates.find(({ full }) => full.region === wanted.region) ?? candidates[0])?.tag
}

export type LocalePacks = {
  /** The loaded pack serving `locale`; undefined while it loads, or when none is installed. */
  get(locale: string): LocalePack | undefined
  /**
   * Starts fetching the pack serving `locale` (once); resolves when it is there. `module` (a
   * strings module's id, or true for all) asks a store that knows a pack's later parts
   * (locale-parts.ts) for the part with it; this one loads first parts only.
   */
  load(locale: string, module?: string | true): Promise<void>
  subscribe(listener: () => void): () => void
}

/**
 * The loaded packs of `loaders`. A pack that fails to load is logged and the views stay English;
 * the next activation of that locale tries again.
 */
export function createLocalePacks(loaders: Readonly<Record<string, LocaleLoader>>): LocalePacks {
  const loaded = new Map<string, LocalePack>()
  const pending = new Map<string, Promise<void>>()
  const listeners = new Set<() => void>()
  // Asked on every render of every view with strings (useStrings reads get() as its snapshot) and
  // each time such a view's effects mount again (revealing the prerendered modal): packTag builds
  // and maximizes an Intl.Locale per call, so each locale's answer is kept while the installed
  // tags stay the same (the record is the app's own and may gain a pack after a first lookup).
  const tags = new Map<string, string | undefined>()
  let installed = ''
  const tagOf = (locale: string): string | undefined => {
    const names = Object.keys(loaders)
    const current = names.join(' ')
    if (current !== installed) {
      tags.clear()
      installed = current
    }
    if (!tags.has(locale)) tags.set(locale, packTag(locale, names))
    return tags.get(locale)
  }
  return {
    get(locale) {
      const tag = tagOf(locale)
      return tag === undefined ? undefined : loaded.get(tag)
    },
    load(locale) {
      const tag = tagOf(locale)
      const loader = tag === undefined ? undefined : loaders[tag]
      if (tag === undefined || !loader || loaded.has(tag)) return Promise.resolve()
      let promise = pending.get(tag)
      if (!promise) {
        promise = loader().then(
          (pack) => {
            loaded.set(tag, pack)
            pending.delete(tag)
            for (const listener of listeners) listener()
          },
          (error: unknown) => {
            pending.delete(tag)
            logger.error(`locale pack "${tag}" failed to load; showing English`, error)
          },
        )
        pending.set(tag, promise)
      }
      return promise
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The packs of this app's installed locales (installed-locales.ts, wired by the CLI). */
export const localePacks: LocalePacks = createLocalePacks(installedLocales)
