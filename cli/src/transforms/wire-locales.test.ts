import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { unwireLocales, wireLocales } from './wire-locales'
import { LOCALES_REGISTRY_PATH } from './wiring-paths'

const registryFile = readFileSync(join(__dirname, '../../..', LOCALES_REGISTRY_PATH), 'utf8')
const de = { tag: 'de', exportName: 'de', module: '@/lib/walletkit/i18n/locales/de' }
const ptBR = { tag: 'pt-BR', exportName: 'ptBR', module: '@/lib/walletkit/i18n/locales/pt-BR' }
const germanLine = "de: () => import('@/lib/walletkit/i18n/locales/de').then((m) => m.de)"

/** The registry's file as a host keeps it: its own comment and its own pack beside the CLI's. */
const hostFile = registryFile
  .replace('export const installedLocales', '// Our Swiss German copy lives with our other translations.\nexport const installedLocales')
  .replace('= {}', "= {\n  'de-CH': () => import('@/i18n/walletkit-de-ch').then((m) => m.deCH),\n}")

describe('wireLocales', () => {
  test('default: the registry file gets one lazy import per locale, tags that are not identifiers quoted', async () => {
    const out = await wireLocales(registryFile, [de, ptBR])
    expect(out).toContain(germanLine)
    expect(out).toContain("'pt-BR': () => import('@/lib/walletkit/i18n/locales/pt-BR').then((m) => m.ptBR)")
    expect(out.replace(/installedLocales[\s\S]*$/, '')).toBe(registryFile.replace(/installedLocales[\s\S]*$/, ''))
  })

  test('behavior: idempotent', async () => {
    const once = await wireLocales(registryFile, [de, ptBR])
    expect(await wireLocales(once, [de, ptBR])).toBe(once)
    expect(once.split(germanLine)).toHaveLength(2)
  })

  test("behavior: the host's own edits to the file survive wiring", async () => {
    const out = await wireLocales(hostFile, [de])
    expect(out).toContain('// Our Swiss German copy lives with our other translations.')
    expect(out).toContain("'de-CH': () => import('@/i18n/walletkit-de-ch').then((m) => m.deCH)")
    expect(out).toContain(germanLine)
    expect(await wireLocales(out, [de])).toBe(out)
  })

  test('behavior: a locale whose import moved is re-pointed, not added twice', async () => {
    const moved = (await wireLocales(registryFile, [de])).replace('@/lib/walletkit/i18n/locales/de', '@/old/de')
    const out = await wireLocales(moved, [de])
    expect(out).toContain(germanLine)
    expect(out).not.toContain('@/old/de')
  })
})

describe('unwireLocales', () => {
  test('default: removing the only locale gives back the registry file', async () => {
    expect(await unwireLocales(await wireLocales(registryFile, [de]), ['de'])).toBe(registryFile)
  })

  test("behavior: removes only the named locale and keeps the host's edits", async () => {
    const wired = await wireLocales(hostFile, [de, ptBR])
    const out = await unwireLocales(wired, ['de'])
    expect(out).not.toContain(germanLine)
    expect(out).toContain("'pt-BR': () =>")
    expect(out).toContain("'de-CH': () => import('@/i18n/walletkit-de-ch').then((m) => m.deCH)")
    expect(out).toContain('// Our Swiss German copy lives with our other translations.')
    // ts-morph drops the trailing comma of what becomes the last property; the host's formatter puts it back.
    const withoutTrailingComma = (text: string) => text.replace(/,(\n})/, '$1')
    expect(withoutTrailingComma(await unwireLocales(out, ['pt-BR']))).toBe(withoutTrailingComma(hostFile))
  })

  test('behavior: a file without installedLocales is a clear error', async () => {
    await expect(wireLocales('export const other = {}\n', [de])).rejects.toThrow('no `installedLocales` object literal')
  })
})
