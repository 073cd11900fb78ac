import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { LocalePack } from '@/registry/lib/i18n/define-strings'

// Every strings module of the registry, by id, found the way the packs name them.
const englishModules = import.meta.glob<Record<string, unknown>>(
  ['../../../components/*.strings.ts', '../../../components/modal/strings.ts'],
  { eager: true },
)
const english = new Map<string, Record<string, unknown>>()
for (const [path, module] of Object.entries(englishModules)) {
  const id = path.endsWith('modal/strings.ts') ? 'modal' : (path.split('/').pop() ?? '').replace('.strings.ts', '')
  const strings = Object.values(module).find((value) => typeof value === 'object' && value !== null)
  if (strings) english.set(id, strings as Record<string, unknown>)
}

const packModules = import.meta.glob<Record<string, LocalePack>>('./*.ts', { eager: true })
const packs = Object.entries(packModules)
  .filter(([path]) => !path.endsWith('.test.ts'))
  .map(([path, module]) => ({ tag: path.slice(2, -3), pack: Object.values(module)[0] as LocalePack }))

// Each argument becomes a marker, so a translation that drops or invents a placeholder is found.
const markers = ['⟦0⟧', '⟦1⟧', '⟦2⟧', '⟦3⟧']

function compare(path: string, en: unknown, translated: unknown, problems: string[]): void {
  if (typeof en === 'string') {
    if (typeof translated !== 'string') problems.push(`${path}: missing`)
    return
  }
  if (typeof en === 'function') {
    if (typeof translated !== 'function') return void problems.push(`${path}: missing`)
    const args = markers.slice(0, en.length)
    // Counts (seconds, transfers) are numbers: 7 is the marker, found in any digits' form below.
    const numeric = /seconds|count/.test(en.toString().slice(0, 40))
    const call = (f: unknown) => String((f as (...a: unknown[]) => unknown)(...(numeric ? [7] : args)))
    const used = numeric ? [] : args.filter((marker) => call(en).includes(marker))
    const out = call(translated)
    for (const marker of used) if (!out.includes(marker)) problems.push(`${path}: drops argument ${marker}`)
    if (numeric && !/7|٧/.test(out)) problems.push(`${path}: drops the count`)
    return
  }
  if (Array.isArray(en)) {
    en.forEach((entry, i) => compare(`${path}[${i}]`, entry, Array.isArray(translated) ? translated[i] : undefined, problems))
    return
  }
  if (typeof en === 'object' && en !== null) {
    for (const [key, value] of Object.entries(en))
      compare(`${path}.${key}`, value, (translated as Record<string, unknown> | undefined)?.[key], problems)
  }
}

describe('locale packs', () => {
  test('default: there are packs, each exported under its tag', () => {
    expect(packs.map((p) => p.tag).sort()).toEqual(
      readdirSync(__dirname)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => f.slice(0, -3))
        .sort(),
    )
    expect(english.size).toBeGreaterThanOrEqual(26)
  })

  test.each(packs)('behavior: $tag has every key of every strings module, with the same placeholders', ({ pack }) => {
    const problems: string[] = []
    for (const [id, strings] of english) compare(id, strings, (pack as Record<string, unknown>)[id], problems)
    expect(problems).toEqual([])
  })

  test.each(packs)('behavior: $tag translates the SPEC error texts users see, and only known codes', ({ pack }) => {
    const errors = Object.keys(pack.errors ?? {})
    expect(errors.length).toBeGreaterThanOrEqual(30)
    for (const code of errors) expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/)
  })
})
