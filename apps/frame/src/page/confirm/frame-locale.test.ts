import { describe, expect, test } from 'vitest'
import { createTextLoader, followAppLocale, type FetchTable } from './frame-locale'
import { frameText } from './frame-text'
import { describeRequest } from './describe-request'
import { frameStringTables } from './strings/all-tables'
import type { FrameLocaleTag } from './strings/frame-locales'

// The app's locale to the confirmation's words: the table that serves it, English whenever it
// cannot be had, and numbers through Intl in the app's own tag.

const served = (log: string[] = []): FetchTable => {
  return async (tag: FrameLocaleTag) => {
    log.push(tag)
    return JSON.parse(JSON.stringify(frameStringTables[tag]))
  }
}
const to = '0x000000000000000000000000000000000000dEaD'

describe('createTextLoader', () => {
  test('parameters: a locale is served by its table, by its language, or by its script; English otherwise, with no fetch', async () => {
    const log: string[] = []
    const texts = createTextLoader(served(log))
    expect((await texts.load('de')).t('approve')).toBe('Bestätigen')
    expect(await texts.load('de-AT')).toMatchObject({ locale: 'de-AT', dir: 'ltr', strings: frameStringTables.de })
    expect(await texts.load('zh-HK')).toMatchObject({ strings: frameStringTables['zh-TW'] })
    expect(await texts.load('ar-EG')).toMatchObject({ locale: 'ar-EG', dir: 'rtl' })
    expect(await texts.load('he')).toMatchObject({ dir: 'rtl' })
    for (const english of [undefined, 'en-US', 'en-GB', 'sv', 'x-bad'])
      expect(await texts.load(english)).toMatchObject({ locale: 'en', dir: 'ltr', strings: { approve: 'Approve' } })
    // One fetch per table, however many tags it serves.
    expect(log).toEqual(['de', 'zh-TW', 'ar', 'he'])
  })

  test('behavior: a table that fails to load or to check leaves the confirmation in English, and is tried again next time', async () => {
    let answer: () => unknown = () => {
      throw new Error('offline')
    }
    const texts = createTextLoader(async () => answer())
    expect((await texts.load('fr')).t('reject')).toBe('Reject')
    answer = () => ({ ...frameStringTables.fr, approve: 42 })
    expect((await texts.load('fr')).t('approve')).toBe('Approve')
    answer = () => ({ ...frameStringTables.fr, injected: 'extra key' })
    expect((await texts.load('fr')).t('approve')).toBe('Approve')
    const { approve: _, ...missing } = frameStringTables.fr
    answer = () => missing
    expect((await texts.load('fr')).t('approve')).toBe('Approve')
    answer = () => frameStringTables.fr
    expect((await texts.load('fr')).t('approve')).toBe('Approuver')
  })

  test('behavior: the last locale the app named wins, whichever table loads first', async () => {
    const release: Array<() => void> = []
    const slow: FetchTable = (tag) => new Promise((resolve) => release.push(() => resolve(frameStringTables[tag])))
    const applied: string[] = []
    const follow = followAppLocale((text) => applied.push(text.t('approve')), createTextLoader(slow))
    const german = follow('de')
    const arabic = follow('ar')
    release[1]!()
    await arabic
    release[0]!()
    await german
    expect(applied).toEqual(['موافقة'])
  })
})

describe('frameText', () => {
  test('parameters: placeholders are filled, counts and exact amounts take the locale digits and separators', () => {
    const de = frameText('de', frameStringTables.de)
    expect(de.t('rowCall', { n: 1200, label: 'An' })).toBe('Aufruf 1.200 · An')
    expect(de.decimal('1234.000000000000000001')).toBe('1.234,000000000000000001')
    expect(frameText('en', frameStringTables.de).decimal('0.5')).toBe('0.5')
    // Not a decimal: shown exactly as sent.
    expect(de.decimal('0x10')).toBe('0x10')
    expect(de.decimal(`1.${'1'.repeat(101)}`)).toBe(`1.${'1'.repeat(101)}`)
  })

  test('behavior: a request is described in the locale, its addresses and data untouched', () => {
    const model = describeRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ to, value: '0xde0b6b3a7640000', data: '0xabcd' }],
        chain: 'Devnet',
        requestedBy: 'http://a',
        symbol: 'ETH',
      },
      frameText('ar', frameStringTables.ar),
    )
    expect(model.title).toBe('إرسال معاملة')
    expect(model.rows).toEqual([
      { label: 'إلى', value: to, mono: true },
      { label: 'القيمة', value: `${new Intl.NumberFormat('ar').format(1)} ETH` },
      { label: 'البيانات', value: '0xabcd', mono: true },
    ])
  })
})
