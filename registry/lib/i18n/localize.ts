import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { stringsId } from '@/registry/lib/i18n/define-strings'

// English merged with a translation, entry by entry: a key the pack lacks, or gives as the wrong
// kind (a string where English has a function), stays English.
function merge(english: unknown, translated: unknown): unknown {
  if (translated === undefined || translated === null) return english
  if (typeof english === 'string' || typeof english === 'function') return typeof translated === typeof english ? translated : english
  if (Array.isArray(english)) return Array.isArray(translated) ? english.map((entry, i) => merge(entry, translated[i])) : english
  if (typeof english === 'object' && english !== null && typeof translated === 'object') {
    const merged: Record<string, unknown> = {}
    // Keys only the pack has (an entry of a Record such as the view titles) are taken too.
    for (const [key, value] of Object.entries(translated)) merged[key] = value
    for (const [key, value] of Object.entries(english)) merged[key] = merge(value, (translated as Record<string, unknown>)[key])
    return merged
  }
  return english
}

const cache = new WeakMap<object, WeakMap<LocalePack, unknown>>()

/**
 * `english` in the pack's language: the same object shape, every missing key English. The same
 * object is returned for the same pair, so a view re-renders only when the language changes.
 */
export function localize<T extends object>(english: T, pack: LocalePack | undefined): T {
  const id = stringsId(english)
  if (!pack || !id) return english
  let byPack = cache.get(english)
  if (!byPack) {
    byPack = new WeakMap()
    cache.set(english, byPack)
  }
  if (!byPack.has(pack)) byPack.set(pack, merge(english, pack[id] ?? pack.derive?.(english)))
  return byPack.get(pack) as T
}
