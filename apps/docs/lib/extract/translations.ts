import { localeDirection } from '@/registry/lib/format/locale'

/** One locale's text for one key: `missing` when the pack has no entry, so the page shows English marked as untranslated. */
export type TranslatedCell = { text: string; missing: boolean }

/** One row of an item page's Strings table. `samples` labels a function entry's sample calls. */
export type TranslationRow = { key: string; english: string; samples?: string; locales: Record<string, TranslatedCell> }

export type TranslationTable = { module: string; dirs: Record<string, 'ltr' | 'rtl'>; rows: TranslationRow[] }

// Parameters that take a number: called with 1 and 5 so both plural forms show.
const numeric = new Set(['count', 'seconds', 'minutes', 'n'])
const sampleText: Record<string, string> = {
  amount: '0.5',
  symbol: 'ETH',
  gwei: '1.5',
  email: 'aurora@example.com',
  address: '0x71C7…976F',
  min: '10',
  max: '500',
  currency: 'USD',
}

function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const match = /^\s*(?:function[^(]*)?\(?([^)=]*)\)?\s*=>|^[^(]*\(([^)]*)\)/.exec(fn.toString())
  const list = match?.[1] ?? match?.[2] ?? ''
  return list
    .split(',')
    .map((p) => p.replace(/[:=].*$/, '').trim())
    .filter(Boolean)
}

/** The argument lists a function entry is shown with; numbers twice (1 and 5), other values once. */
export function sampleArguments(fn: (...args: never[]) => unknown): unknown[][] {
  const names = parameterNames(fn)
  const text = names.map((name) => (numeric.has(name) ? 1 : (sampleText[name] ?? 'Aurora')))
  if (!names.some((name) => numeric.has(name))) return [text]
  return [text, names.map((name, i) => (numeric.has(name) ? 5 : text[i]))]
}

function show(value: unknown, args: unknown[][]): string {
  if (typeof value === 'function') return args.map((a) => String((value as (...x: unknown[]) => unknown)(...a))).join(' · ')
  return String(value)
}

function flatten(value: unknown, prefix: string, out: Array<[string, unknown]>): void {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out)
  } else out.push([prefix, value])
}

function lookup(root: unknown, key: string): unknown {
  let current = root
  for (const part of key.split('.')) {
    if (!current || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

/**
 * A strings module's table against the given packs (tag -> pack), computed from the real modules at
 * docs build time so it cannot drift from what the views show.
 */
export function translationTable(
  module: string,
  english: object,
  packs: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): TranslationTable {
  const entries: Array<[string, unknown]> = []
  flatten(english, '', entries)
  const dirs: Record<string, 'ltr' | 'rtl'> = {}
  for (const tag of Object.keys(packs)) dirs[tag] = localeDirection(tag)
  // A pack with no table for the module but a `derive` (the pseudo-locale) makes one from English, as the views do.
  const tables: Record<string, unknown> = {}
  for (const [tag, pack] of Object.entries(packs)) {
    const derive = pack.derive as (<T>(english: T) => T) | undefined
    tables[tag] = pack[module] ?? derive?.(english)
  }
  const rows = entries.map(([key, value]): TranslationRow => {
    const args = typeof value === 'function' ? sampleArguments(value as (...args: never[]) => unknown) : []
    const locales: Record<string, TranslatedCell> = {}
    for (const tag of Object.keys(packs)) {
      const translated = lookup(tables[tag], key)
      locales[tag] =
        translated === undefined ? { text: show(value, args), missing: true } : { text: show(translated, args), missing: false }
    }
    const row: TranslationRow = { key, english: show(value, args), locales }
    if (args.length > 0) row.samples = args.map((a) => `(${a.map((x) => JSON.stringify(x)).join(', ')})`).join(' · ')
    return row
  })
  return { module, dirs, rows }
}
