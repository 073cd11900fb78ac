import { describe, expect, test } from 'vitest'
import { browserLocale, canonicalLocale, DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { getLocaleFormat } from '@/registry/lib/format/locale-format'
import { formatAmount, formatUsd } from '@/registry/lib/format/format-amount'

// Intl separates with narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('getLocaleFormat', () => {
  test('default: en-US keeps what the views showed before locales', () => {
    const format = getLocaleFormat()
    expect(format.locale).toBe(DEFAULT_LOCALE)
    expect(format.amount(1234567891n, 6)).toBe('1,234.567')
    expect(format.usd(3.456)).toBe('$3.46')
    expect(format.total(12.5)).toBe('12.50')
    expect(format.fee(0.00123)).toBe('$0.0012')
    expect(format.percent(0.0123)).toBe('1.23%')
    expect(format.month(new Date(Date.UTC(2026, 10, 1)))).toBe('November')
    expect(formatAmount(1234567891n, 6)).toBe(format.amount(1234567891n, 6))
    expect(formatUsd(3.456)).toBe('$3.46')
  })

  test('parameters: German, French, Arabic, Japanese and Hindi format in their own way; the SPEC decimals and the cut stay', () => {
    expect(getLocaleFormat('de').amount(1234567891n, 6)).toBe('1.234,567')
    expect(plain(getLocaleFormat('de').usd(1234.5))).toBe('1.234,50 $')
    expect(plain(getLocaleFormat('fr').amount('1234.5679'))).toBe('1 234,567')
    expect(getLocaleFormat('ar-EG').amount('12.5')).toBe('١٢٫٥')
    expect(getLocaleFormat('ja').month(new Date(Date.UTC(2026, 10, 1)))).toBe('11月')
    expect(getLocaleFormat('hi-IN').amount('1234567.891')).toBe('12,34,567.891')
    expect(getLocaleFormat('de').percent(0.0123)).toMatch(/^1,23\s?%$/)
  })

  test('behavior: one set of formatters per locale', () => {
    expect(getLocaleFormat('de')).toBe(getLocaleFormat('de'))
    expect(getLocaleFormat('de')).not.toBe(getLocaleFormat('fr'))
  })
})

describe('canonicalLocale and browserLocale', () => {
  test('parameters: tags are canonicalised; a malformed one is an error that names it', () => {
    expect(canonicalLocale('pt-br')).toBe('pt-BR')
    expect(canonicalLocale('zh-hant-tw')).toBe('zh-Hant-TW')
    expect(() => canonicalLocale('english please')).toThrow('"english please" is not a BCP 47 language tag')
    expect(() => canonicalLocale('')).toThrow(RangeError)
  })

  test('behavior: the first browser language the host serves, by tag then by language; else the fallback', () => {
    expect(browserLocale(['en', 'de', 'pt-BR'], 'en', ['fr-FR', 'pt-br', 'de'])).toBe('pt-BR')
    expect(browserLocale(['en', 'de'], 'en', ['de-AT', 'en'])).toBe('de')
    expect(browserLocale(['en', 'de'], 'en', ['ja', 'ko'])).toBe('en')
    expect(browserLocale(undefined, 'en', ['x-bad tag', 'es-419'])).toBe('es-419')
    expect(browserLocale(['de'], 'en', undefined)).toBe('en')
  })
})
