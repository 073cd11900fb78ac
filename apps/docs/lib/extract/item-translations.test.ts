import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { ar as arFirst } from '@/registry/lib/i18n/locales/ar'
import { de as deFirst } from '@/registry/lib/i18n/locales/de'
import { wholePack } from '@/registry/lib/i18n/locale-parts'
import { pseudo } from '@/registry/lib/i18n/pseudo-locale'
import { docsInstalledLocales } from '../../components/preview/docs-installed-locales'
import type { ItemData } from '../registry-data-types'
import { addTranslations, itemTranslations, loadPacks } from './item-translations'

// The packs whole: send-view's words are in their later part (the connected account's views).
const [de, ar] = await Promise.all([wholePack(deFirst), wholePack(arFirst)])

const file = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url))

describe('itemTranslations', () => {
  test('default: a strings file: its module, each key in English and in each locale by module:key, Arabic rtl', async () => {
    const { modules, locales } = await itemTranslations([file('registry/components/send-view.strings.ts')], { de, ar, 'en-XA': pseudo })
    expect(modules.map((m) => [m.name, m.module])).toEqual([['sendViewStrings', 'send-view']])
    expect(modules[0]?.rows.find((r) => r.key === 'retry')).toEqual({ key: 'retry', english: 'Try again' })
    expect(modules[0]?.rows.find((r) => r.key === 'retryIn')).toEqual({
      key: 'retryIn',
      english: 'Try again in 1s · Try again in 5s',
      samples: '(1) · (5)',
    })
    const byTag = Object.fromEntries(locales.map((l) => [l.tag, l]))
    expect(byTag.de?.dir).toBe('ltr')
    expect(byTag.de?.entries['send-view:retry']).toEqual([de['send-view']?.retry, 0])
    expect(byTag.ar?.dir).toBe('rtl')
    expect(byTag.ar?.entries['send-view:retry']).toEqual([ar['send-view']?.retry, 0])
    expect(byTag['en-XA']?.entries['send-view:retry']?.[0]).toMatch(/^⟦.*⟧$/)
    expect(Object.keys(byTag.de?.entries ?? {})).toHaveLength(modules[0]?.rows.length ?? -1)
  })

  test('behavior: Arabic keeps the LTR isolates around an amount, so the page shows "0.5 ETH" unreordered', async () => {
    const { locales } = await itemTranslations([file('registry/components/send-view.strings.ts')], { ar })
    expect(locales[0]?.entries['send-view:balance']?.[0]).toContain('\u20660.5 ETH\u2069')
  })

  test('behavior: every pack the previews load, each with an entry for every key of the file', async () => {
    const packs = await loadPacks(docsInstalledLocales)
    expect(Object.keys(packs)).toEqual(Object.keys(docsInstalledLocales))
    const { modules, locales } = await itemTranslations([file('registry/components/connect-view.strings.ts')], packs)
    const keys = modules.flatMap((m) => m.rows.map((r) => `${m.module}:${r.key}`))
    expect(keys.length).toBeGreaterThan(5)
    for (const locale of locales) expect(Object.keys(locale.entries).sort(), locale.tag).toEqual([...keys].sort())
  })
})

describe('addTranslations', () => {
  test("default: an item page's strings get their module and shown English; its locale files come back by item", async () => {
    const root = file('')
    const item = {
      name: 'send-view',
      strings: [
        { file: 'registry/components/send-view.strings.ts', name: 'sendViewStrings', entries: [{ key: 'retryIn', value: '(s) => …' }] },
      ],
    } as unknown as ItemData
    const locales = await addTranslations([item], root, { de })
    expect(item.strings[0]?.module).toBe('send-view')
    expect(item.strings[0]?.entries.find((e) => e.key === 'retryIn')).toEqual({
      key: 'retryIn',
      value: '(s) => …',
      english: 'Try again in 1s · Try again in 5s',
      samples: '(1) · (5)',
    })
    expect(locales.get('send-view')?.[0]?.entries['send-view:retry']).toEqual([de['send-view']?.retry, 0])
  })
})
