import { describe, expect, test, vi } from 'vitest'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { createLocalePacks, packTag } from '@/registry/lib/i18n/locale-packs'
import { createPartedLocalePacks } from '@/registry/lib/i18n/locale-parts'
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

describe('a pack in parts (createPartedLocalePacks)', () => {
  // A first part (the connect views) naming two later parts (the connected account's views).
  const later = [
    { 'send-view': { send: 'Senden' }, errors: { SEND_FAILED: 'Fehlgeschlagen' } },
    { 'account-view': { disconnect: 'Trennen' } },
  ] as unknown as LocalePack[]
  function parted(fetched: string[], fail = () => false) {
    const loaders = {
      de: async () => {
        fetched.push('first')
        return {
          'connect-view': { title: 'Verbinden' },
          errors: { USER_REJECTED: 'Abgelehnt' },
          parts: later.map((part, i) => async () => {
            fetched.push(`part ${i}`)
            if (fail()) throw new Error('chunk failed')
            return part
          }),
        } as unknown as LocalePack
      },
    }
    return createPartedLocalePacks(createLocalePacks(loaders), loaders)
  }

  test('behavior: the first part alone until a later module is needed; then every later part, merged with its errors', async () => {
    const fetched: string[] = []
    const packs = parted(fetched)
    let told = 0
    packs.subscribe(() => told++)
    // A locale with no pack installed waits for nothing.
    expect(packs.wait('fr', 'connect-view')).toBeUndefined()
    // Before anything is loaded, a view waits for the first part, whatever its module.
    const first = packs.wait('de', 'connect-view')
    expect(first).toBeInstanceOf(Promise)
    await first
    expect(fetched).toEqual(['first'])
    expect(packs.wait('de', 'connect-view')).toBeUndefined()
    expect(packs.wait('de')).toBeUndefined()
    expect(packs.get('de')?.['send-view']).toBeUndefined()

    const rest = packs.wait('de', 'send-view')
    expect(rest).toBeInstanceOf(Promise)
    expect(packs.wait('de', 'account-view')).toBe(rest)
    await rest
    expect(fetched).toEqual(['first', 'part 0', 'part 1'])
    expect(told).toBe(2)
    const whole = packs.get('de-AT')
    expect(whole?.['send-view']).toEqual({ send: 'Senden' })
    expect(whole?.['account-view']).toEqual({ disconnect: 'Trennen' })
    expect(whole?.errors).toEqual({ USER_REJECTED: 'Abgelehnt', SEND_FAILED: 'Fehlgeschlagen' })
    expect(packs.get('de')).toBe(whole)
    expect(packs.wait('de', 'account-view')).toBeUndefined()
    // A module no part has (a host's own view) waits for nothing more.
    expect(packs.wait('de', 'host-view')).toBeUndefined()
    await packs.load('de', true)
    expect(fetched).toHaveLength(3)
  })

  test('behavior: a locale is matched to its pack once however many views wait (each first render asks)', () => {
    const packs = parted([])
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    try {
      packs.wait(DEFAULT_LOCALE, 'connect-view')
      const matched = maximize.mock.calls.length
      for (let i = 0; i < 50; i++) expect(packs.wait(DEFAULT_LOCALE, 'send-view')).toBeUndefined()
      expect(maximize).toHaveBeenCalledTimes(matched)
    } finally {
      maximize.mockRestore()
    }
  })

  test('behavior: load(locale, true) brings the later parts with the first', async () => {
    const fetched: string[] = []
    const packs = parted(fetched)
    await packs.load('de')
    expect(fetched).toEqual(['first'])
    await packs.load('de', true)
    expect(fetched).toEqual(['first', 'part 0', 'part 1'])
  })

  test('edge: a later part that fails is logged and nothing waits for it; the next load tries again', async () => {
    const fetched: string[] = []
    let failing = true
    const packs = parted(fetched, () => failing)
    await packs.load('de')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await packs.wait('de', 'send-view')
      expect(logged).toHaveBeenCalledWith('[walletkit]', 'locale pack part failed to load; showing English', expect.any(Error))
    } finally {
      logged.mockRestore()
    }
    expect(packs.wait('de', 'send-view')).toBeUndefined()
    expect(packs.get('de')?.['send-view']).toBeUndefined()
    failing = false
    await packs.load('de', 'send-view')
    expect(packs.get('de')?.['send-view']).toEqual({ send: 'Senden' })
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
