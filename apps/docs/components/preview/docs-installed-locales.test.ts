import { describe, expect, test } from 'vitest'
import registry from '../../../../registry/registry.json'
import { installedLocales } from '@/registry/lib/i18n/installed-locales'
import { partedLocalePacks } from '@/registry/lib/i18n/locale-parts'
import { docsInstalledLocales, docsLanguages } from './docs-installed-locales'

type Item = { name: string; meta?: { locale?: { tag: string; export: string } } }
const localeItems = (registry.items as Item[]).flatMap((item) => (item.meta?.locale ? [item.meta.locale] : []))

describe('the docs site as a host with every locale pack', () => {
  test('default: it wires exactly the registry locale items, each loading its own pack', async () => {
    expect(Object.keys(docsInstalledLocales).sort()).toEqual(localeItems.map((l) => l.tag).sort())
    for (const { tag } of localeItems) {
      const pack = await docsInstalledLocales[tag]!()
      // The pseudo-locale has no tables: it derives every entry from English.
      expect(pack['connect-view'] ?? pack.derive, tag).toBeDefined()
    }
  })

  test('behavior: the previews see them through the kit: German loads through localePacks; the menu names each language in itself, English first', async () => {
    expect(Object.keys(installedLocales).sort()).toEqual(Object.keys(docsInstalledLocales).sort())
    // The account view's words are in a later part: its view asks for them by its module.
    await partedLocalePacks.load('de-AT', 'account-view')
    expect(partedLocalePacks.get('de-AT')?.['account-view']?.disconnect).toBe('Trennen')
    expect(docsLanguages[0]).toEqual({ tag: 'en-US', name: 'American English' })
    expect(docsLanguages.find((l) => l.tag === 'de')?.name).toBe('Deutsch')
    expect(docsLanguages.find((l) => l.tag === 'ar')?.name).toBe('العربية')
    expect(docsLanguages).toHaveLength(localeItems.length + 1)
  })
})
