import { z } from 'zod'
import { packTag } from '@/registry/lib/i18n/locale-packs'
import { englishText, frameText, type FrameText } from './frame-text'
import { en, type FrameStringKey, type FrameStrings } from './strings/en'
import { frameLocaleTags, frameStringsPath, type FrameLocaleTag } from './strings/frame-locales'

// The app's locale (SYNC_DAPP_DATA.locale) to the confirmation's words. English is built into the
// page; another locale's table is fetched from this origin when the app first names it, checked
// (every key, strings only) and kept. Whatever goes wrong (no table serves the locale, the fetch
// or the check fails) the confirmation speaks English: a locale never stops the user deciding.

const tableSchema = z.strictObject(
  Object.fromEntries(Object.keys(en).map((key) => [key, z.string().min(1).max(400)])) as Record<FrameStringKey, z.ZodString>,
)

export type FetchTable = (tag: FrameLocaleTag) => Promise<unknown>

const fetchFromOrigin: FetchTable = async (tag) => {
  const response = await fetch(frameStringsPath(tag), { credentials: 'omit' })
  if (!response.ok) throw new Error(`${frameStringsPath(tag)}: HTTP ${response.status}`)
  return response.json()
}

/**
 * Loads the text for the app's locale, once per table.
 *
 * @example
 * const texts = createTextLoader()
 * const text = await texts.load('de-AT') // German words, Austrian numbers
 */
export function createTextLoader(fetchTable: FetchTable = fetchFromOrigin) {
  const tables = new Map<FrameLocaleTag, Promise<FrameStrings>>()
  return {
    async load(locale: string | undefined): Promise<FrameText> {
      const tag = locale ? (packTag(locale, frameLocaleTags) as FrameLocaleTag | undefined) : undefined
      if (!locale || !tag) return englishText
      let table = tables.get(tag)
      if (!table) {
        table = fetchTable(tag).then((json) => tableSchema.parse(json))
        tables.set(tag, table)
        // A failed load is not kept: the next time the app names the locale it is tried again.
        table.catch(() => tables.delete(tag))
      }
      try {
        return frameText(locale, await table)
      } catch (error) {
        console.warn(`[secure frame] the ${tag} confirmation strings did not load; showing English`, error)
        return englishText
      }
    },
  }
}

/**
 * Follows the app's locale: each call loads that locale's text and hands it to `apply`, unless a
 * later call came meanwhile (the last locale the app named wins, whatever loads first).
 */
export function followAppLocale(apply: (text: FrameText) => void, loader = createTextLoader()) {
  let latest = 0
  return async (locale: string | undefined): Promise<void> => {
    const ticket = ++latest
    const text = await loader.load(locale)
    if (ticket === latest) apply(text)
  }
}

/** The document speaks the text's language, in its direction (the card mirrors in Arabic and Hebrew). */
export function applyDocumentText(text: FrameText, root: HTMLElement = document.documentElement): void {
  root.lang = text.locale
  root.dir = text.dir
}
