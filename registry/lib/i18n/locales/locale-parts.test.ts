import { describe, expect, test } from 'vitest'
import rule from '../../../../scripts/locale-parts.json'
import { stringsId, type LocalePack } from '@/registry/lib/i18n/define-strings'

// The split rule (scripts/locale-parts.json, applied by scripts/split-locale-packs.mjs): each
// locale's first part (<tag>.ts) and its later parts (parts/<tag>-<part>.ts) hold exactly the modules
// and error codes the rule gives them, and the first part's loaders bring those files.

const englishModules = import.meta.glob<Record<string, unknown>>(
  ['../../../components/*.strings.ts', '../../../components/modal/strings.ts'],
  { eager: true },
)
const englishIds = Object.values(englishModules)
  .flatMap((module) => Object.values(module))
  .flatMap((value) => (typeof value === 'object' && value !== null ? [stringsId(value)] : []))
  .filter((id): id is string => id !== undefined)
  .sort()

const firstFiles = import.meta.glob<Record<string, LocalePack>>(['./*.ts', '!./*.test.ts'], { eager: true })
const laterFiles = import.meta.glob<Record<string, LocalePack>>('./parts/*.ts', { eager: true })
const laterFile = (tag: string, part: { name: string }) => laterFiles[`./parts/${tag}-${part.name}.ts`]
const packOf = (module: Record<string, LocalePack> | undefined): LocalePack => {
  const pack = module && Object.values(module)[0]
  if (!pack) throw new Error('a locale file exports its pack')
  return pack
}
const locales = Object.entries(firstFiles).map(([path, module]) => ({ tag: path.slice(2, -3), pack: packOf(module) }))
const modulesOf = (pack: LocalePack) =>
  Object.keys(pack)
    .filter((key) => key !== 'errors' && key !== 'parts')
    .sort()
const laterModules = rule.parts.flatMap((part) => part.modules)
const laterErrors = rule.parts.flatMap((part) => part.errors)

describe('locale parts', () => {
  test('default: every strings module is in exactly one part, and the rule names only modules that exist', () => {
    expect(englishIds.length).toBeGreaterThanOrEqual(26)
    for (const id of englishIds) {
      const parts = rule.parts.filter((part) => part.modules.includes(id)).length
      expect(parts, id).toBeLessThanOrEqual(1)
    }
    expect(laterModules.filter((id) => !englishIds.includes(id))).toEqual([])
    expect(new Set(laterModules).size).toBe(laterModules.length)
    expect(new Set(laterErrors).size).toBe(laterErrors.length)
  })

  test.each(locales)(
    'behavior: $tag is split by the rule: the connect part, then each later part with its modules and errors',
    ({ tag, pack }) => {
      expect(modulesOf(pack)).toEqual(englishIds.filter((id) => !laterModules.includes(id)))
      expect(Object.keys(pack.errors ?? {}).filter((code) => laterErrors.includes(code))).toEqual([])
      expect(pack.parts).toHaveLength(rule.parts.length)
      for (const part of rule.parts) {
        const later = packOf(laterFile(tag, part))
        expect(modulesOf(later), `${tag}-${part.name}`).toEqual([...part.modules].sort())
        expect(Object.keys(later.errors ?? {}).sort(), `${tag}-${part.name}`).toEqual([...part.errors].sort())
        expect(later.parts).toBeUndefined()
      }
    },
  )

  test.each(locales)('behavior: $tag loads its later parts from their own files', async ({ tag, pack }) => {
    const loaded = await Promise.all((pack.parts ?? []).map((load) => load()))
    expect(loaded).toEqual(rule.parts.map((part) => packOf(laterFile(tag, part))))
    loaded.forEach((later, i) => expect(later).toBe(packOf(rule.parts[i] && laterFile(tag, rule.parts[i]))))
  })
})
