import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type LocalePack, stringsId } from '@/registry/lib/i18n/define-strings'
import { wholePack } from '@/registry/lib/i18n/locale-parts'
import type { ItemData } from '../registry-data-types'
import { translationTable } from './translations'

/** One key's English as the page shows it: a function entry as its output for sample arguments. */
export type EnglishRow = { key: string; english: string; samples?: string }

/** An exported strings object of a strings file and the module id packs name it by. */
export type StringsModule = { name: string; module: string; rows: EnglishRow[] }

/**
 * One locale's text for one item, the file public/docs-strings/<item>/<tag>.json: `module:key` to
 * [text, 1 when the pack lacks it and the text is English]. The page fetches only the locale shown.
 */
export type LocaleStrings = { tag: string; dir: 'ltr' | 'rtl'; entries: Record<string, [string, 0 | 1]> }

export type ItemTranslations = { modules: StringsModule[]; locales: LocaleStrings[] }

/** Loads every pack once (tag -> pack), from the same loaders the previews use. */
export async function loadPacks(loaders: Readonly<Record<string, () => Promise<LocalePack>>>): Promise<Record<string, LocalePack>> {
  // Each pack whole: the docs list every string, the connected views' later parts too.
  const loaded = await Promise.all(Object.entries(loaders).map(async ([tag, load]) => [tag, await wholePack(await load())] as const))
  return Object.fromEntries(loaded)
}

/**
 * The strings of an item's strings files (absolute paths) in English and in every pack, from the
 * real modules: each export registered with defineStrings becomes a table (see translationTable).
 */
export async function itemTranslations(files: readonly string[], packs: Readonly<Record<string, LocalePack>>): Promise<ItemTranslations> {
  const modules: StringsModule[] = []
  const locales: LocaleStrings[] = Object.keys(packs).map((tag) => ({ tag, dir: 'ltr', entries: {} }))
  for (const file of files) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(exports)) {
      const module = value && typeof value === 'object' ? stringsId(value) : undefined
      if (!module) continue
      const table = translationTable(module, value as object, packs)
      modules.push({
        name,
        module,
        rows: table.rows.map(({ key, english, samples }) => (samples ? { key, english, samples } : { key, english })),
      })
      for (const locale of locales) {
        locale.dir = table.dirs[locale.tag] ?? 'ltr'
        for (const row of table.rows) {
          const cell = row.locales[locale.tag]
          if (cell) locale.entries[`${module}:${row.key}`] = [cell.text, cell.missing ? 1 : 0]
        }
      }
    }
  }
  return { modules, locales }
}

/**
 * Gives each item's strings groups their module id and each entry its English as shown, and
 * returns each item's locale files (item name -> one per pack). `root` is the repo.
 */
export async function addTranslations(
  items: ItemData[],
  root: string,
  packs: Readonly<Record<string, LocalePack>>,
): Promise<Map<string, LocaleStrings[]>> {
  const out = new Map<string, LocaleStrings[]>()
  for (const item of items) {
    if (item.strings.length === 0) continue
    const files = [...new Set(item.strings.map((group) => join(root, group.file)))]
    const { modules, locales } = await itemTranslations(files, packs)
    for (const group of item.strings) {
      const found = modules.find((m) => m.name === group.name)
      if (!found) continue
      group.module = found.module
      group.entries = found.rows.map((row) => ({ ...row, value: group.entries.find((e) => e.key === row.key)?.value ?? row.english }))
    }
    out.set(item.name, locales)
  }
  return out
}
