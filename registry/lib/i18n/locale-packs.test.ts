import { describe, expect, test, vi } from 'vitest'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { createLocalePacks, packTag } from '@/registry/lib/i18n/locale-packs'
import { plural } from '@/registry/lib/i18n/plural'
import { defineStrings } from '@/registry/lib/i18n/define-strings'
import { localize } from '@/registry/lib/i18n/localize'
import type { LocalePack } from '@/registry/lib/i18n/define-strings'

describe('packTag', () => {
  test('default: the same tag, case-insensitive', () => {
    expect(packTag('pt-br', ['de', 'pt-BR'])).toBe('pt-BR')
  })
  test('parameters: region and script', () => {
    expect(packTag('de-AT', ['de', 'fr'])).toBe('de')
    expect(packTag('pt-PT', ['pt-BR'])).toBe('pt-BR')
    // Traditional Chinese is never served by the Simplified pack, and the other way round.
    expect(packTag('zh-HK', ['zh-CN', 'zh-TW'])).toBe('zh-TW')
    expect(packTag('zh-SG', ['zh-CN', 'zh-TW'])).toBe('zh-CN')
    expect(packTag('zh-Hant', ['zh-CN'])).toBeUndefined()
    expect(packTag('en-US', ['de'])).toBeUndefined()
  })
  test('edge: a pseudo-locale (regions XA, XB, XC) serves only its own tag, never the English around it', () => {
    expect(packTag(DEFAULT_LOCALE, ['en-XA', 'ar'])).toBeUndefined()
    expect(packTag('en-GB', ['en-XA'])).toBeUndefined()
    expect(packTag('en-xa', ['en-XA'])).toBe('en-XA')
    expect(packTag('ar-XB', ['ar'])).toBe('ar')
  })
})

describe('createLocalePacks', () => {
  test('behavior: loads once per pack, only when asked, and tells subscribers', async () => {
    const pack = {} as LocalePack
    let calls = 0
    const packs = createLocalePacks({ de: async () => (calls++, pack) })
    let told = 0
    packs.subscribe(() => told++)
    expect(packs.get('de')).toBeUndefined()
    expect(calls).toBe(0)
    await Promise.all([packs.load('de-CH'), packs.load('de')])
    expect(calls).toBe(1)
    expect(told).toBe(1)
    expect(packs.get('de-DE')).toBe(pack)
    await packs.load('fr')
    expect(packs.get('fr')).toBeUndefined()
  })

  test('behavior: a locale is matched to its pack once, however often get() asks (every render of every view with strings)', () => {
    const packs = createLocalePacks({ de: async () => ({}) as LocalePack, 'pt-BR': async () => ({}) as LocalePack })
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    try {
      packs.get('de-AT')
      expect(maximize).toHaveBeenCalled()
      packs.get(DEFAULT_LOCALE)
      const matched = maximize.mock.calls.length
      for (let i = 0; i < 50; i++) {
        packs.get('de-AT')
        packs.get(DEFAULT_LOCALE)
      }
      expect(maximize).toHaveBeenCalledTimes(matched)
      expect(packs.get('de-AT')).toBeUndefined()
    } finally {
      maximize.mockRestore()
    }
  })

  test('behavior: a pack installed after a first lookup of its locale serves it (the app record gains a property)', async () => {
    const installed: Record<string, () => Promise<LocalePack>> = { de: async () => ({}) as LocalePack }
    const packs = createLocalePacks(installed)
    await packs.load('fr')
    expect(packs.get('fr')).toBeUndefined()
    const fr = { 'send-view': { send: 'Envoyer' } } as unknown as LocalePack
    installed.fr = async () => fr
    await packs.load('fr')
    expect(packs.get('fr')).toBe(fr)
    expect(packs.get('fr-CA')).toBe(fr)
  })
})

describe('plural', () => {
  test('default: the locale picks the form; # is the count in its digits', () => {
    const forms = { one: '# wallet', other: '# wallets' }
    expect(plural('en', 1, forms)).toBe('1 wallet')
    expect(plural('en', 1000, forms)).toBe('1,000 wallets')
    expect(plural('ja', 1, { other: '#個' })).toBe('1個')
    expect(plural('ru', 2, { one: '# кошелёк', few: '# кошелька', many: '# кошельков', other: '# кошелька' })).toBe('2 кошелька')
    expect(plural('ru', 5, { one: '# кошелёк', few: '# кошелька', many: '# кошельков', other: '# кошелька' })).toBe('5 кошельков')
  })
})

describe('localize', () => {
  test('behavior: the same object for the same pack, English for an unregistered module', () => {
    const english = defineStrings('test-view', { a: 'A', b: (n: number) => `B${n}` })
    const pack = { 'test-view': { a: 'Ä' } } as unknown as LocalePack
    const one = localize(english, pack)
    expect(one).toBe(localize(english, pack))
    expect(one.a).toBe('Ä')
    expect(one.b(2)).toBe('B2')
    expect(localize({ a: 'A' }, pack)).toEqual({ a: 'A' })
  })
})
