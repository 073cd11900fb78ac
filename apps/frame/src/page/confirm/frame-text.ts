import { localeDirection } from '@/registry/lib/format/locale'
import { en, type FrameStringKey, type FrameStrings } from './strings/en'

// The confirmation's words and numbers in one locale. Words come from the locale's table; numbers
// go through Intl with the host's own tag ('de-AT' reads the German table and Austrian numbers).
// Amounts stay exact: a decimal string is formatted as the decimal it is, never through a float.

export type FrameText = {
  /** The tag Intl formats with: the host's locale when a table serves it, else 'en'. */
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  readonly strings: FrameStrings
  /** The string of `key` with its `{placeholders}` filled (numbers in the locale's digits). */
  t(key: FrameStringKey, params?: Readonly<Record<string, string | number>>): string
  /** An exact decimal ('1234.000000000000000001') in the locale's separators; other text as it is. */
  decimal(value: string): string
}

// Intl.NumberFormat v3 formats a decimal string exactly; an engine without it would go through a
// float and could show a different amount than the one signed, so there the digits stay as sent.
const exactDecimals = typeof Intl.NumberFormat.prototype.formatRange === 'function'
const decimalPattern = /^-?\d+(?:\.(\d+))?$/

/**
 * The text of a locale from its table.
 *
 * @example
 * frameText('de', de).t('rowCall', { n: 2, label: 'An' }) // 'Aufruf 2 · An'
 */
export function frameText(locale: string, strings: FrameStrings): FrameText {
  const integers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const fill = (value: string | number) => (typeof value === 'number' ? integers.format(value) : value)
  return {
    locale,
    dir: localeDirection(locale),
    strings,
    t: (key, params = {}) => strings[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? fill(params[name]!) : whole)),
    decimal(value) {
      const match = decimalPattern.exec(value)
      const digits = match?.[1]?.length ?? 0
      if (!match || !exactDecimals || digits > 100) return value
      return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value as Intl.StringNumericLiteral)
    },
  }
}

/** English, built in: what the frame shows until (or unless) the app names another locale. */
export const englishText: FrameText = frameText('en', en)
