import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { frameStringTables } from './all-tables'
import { en } from './en'
import { frameLocaleTags } from './frame-locales'

// The confirmation's tables: one per locale the kit ships, each with every English key and the
// same placeholders, none left in English where the locale has its own word.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const kitLocales = readdirSync(fileURLToPath(new URL('../../../../../../registry/lib/i18n/locales/', import.meta.url)))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -3))
  .sort()

// Words wallets keep as they are in these languages (the same in English), per key.
const keptAsEnglish: Record<string, readonly string[]> = {
  de: ['rowDomain'],
  fr: ['rowMessage', 'rowType', 'rowTransaction', 'rowTransactionN', 'rowTransactionPart'],
  id: ['rowData', 'rowDomain', 'rowProgram'],
  nl: ['rowType', 'rowParameters'],
  pl: ['rowProgram'],
  tr: ['rowProgram'],
}

describe('frame string tables', () => {
  test('default: the confirmation speaks every locale the kit ships, and no other', () => {
    expect([...frameLocaleTags].sort()).toEqual(kitLocales)
    expect(Object.keys(frameStringTables).sort()).toEqual(kitLocales)
  })

  test.each(frameLocaleTags)('parameters: %s has every key of English, with the same placeholders, nothing empty', (tag) => {
    const table = frameStringTables[tag]
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort())
    for (const [key, english] of Object.entries(en)) {
      const text = table[key as keyof typeof en]
      expect(text.trim(), `${tag}.${key}`).not.toBe('')
      expect(placeholders(text), `${tag}.${key}`).toEqual(placeholders(english))
    }
  })

  test.each(frameLocaleTags)('behavior: %s leaves no string in English but the words wallets keep', (tag) => {
    const table = frameStringTables[tag]
    const same = Object.entries(en)
      .filter(([key, english]) => table[key as keyof typeof en] === english)
      .map(([key]) => key)
    expect(same).toEqual(keptAsEnglish[tag] ?? [])
  })
})
