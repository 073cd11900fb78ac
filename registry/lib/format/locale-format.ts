import { formatUnits } from 'viem/utils'
import { createLruMap } from '@/registry/lib/cache/create-lru-map'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'

/** SPEC §9: amounts show 3 decimals, token totals (fiat values) 2. */
export const amountDecimals = 3
export const totalDecimals = 2

/** Everything the views format for the user, in one locale. */
export type LocaleFormat = {
  readonly locale: string
  /** A token amount: SPEC §9 3 decimals, cut (never shown larger than it is). */
  amount(value: bigint | string, decimals?: number): string
  /** A fiat total: SPEC §9 2 decimals, rounded half up. */
  total(value: number | string): string
  /** A USD value with the currency sign where the locale puts it. */
  usd(value: number | undefined): string
  /** A network fee in USD: 2 to 4 decimals, so a fraction of a cent still shows. */
  fee(value: number): string
  /** A fraction as a percentage with 2 decimals (0.0123 -> 1.23 %). */
  percent(value: number): string
  /** A month's name (UTC), e.g. an Activity section heading. */
  month(date: Date): string
  /** Day, month and time of day, e.g. an Activity row. */
  dayTime(date: Date): string
}

function createLocaleFormat(locale: string): LocaleFormat {
  const amountFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: amountDecimals, roundingMode: 'trunc' })
  const totalFormat = new Intl.NumberFormat(locale, {
    minimumFractionDigits: totalDecimals,
    maximumFractionDigits: totalDecimals,
    roundingMode: 'halfExpand',
  })
  const usdFormat = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: totalDecimals,
    maximumFractionDigits: totalDecimals,
    roundingMode: 'halfExpand',
  })
  const feeFormat = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  const dayTimeFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
  return {
    locale,
    amount: (value, decimals = 0) =>
      amountFormat.format((typeof value === 'bigint' ? formatUnits(value, decimals) : value) as Intl.StringNumericLiteral),
    total: (value) => totalFormat.format(typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value),
    usd: (value) => usdFormat.format(value ?? 0),
    fee: (value) => feeFormat.format(value),
    percent: (value) => percentFormat.format(value),
    month: (date) => monthFormat.format(date),
    dayTime: (date) => dayTimeFormat.format(date),
  }
}

// Intl formatters are costly to build and each view renders many values: one set per locale.
const formats = createLruMap<string, LocaleFormat>(32)

/**
 * The formatters of a locale (built once per locale).
 *
 * @example
 * getLocaleFormat('de-DE').amount(1234567n, 3) // '1.234,567'
 */
export function getLocaleFormat(locale: string = DEFAULT_LOCALE): LocaleFormat {
  const cached = formats.get(locale)
  if (cached) return cached
  const format = createLocaleFormat(locale)
  formats.set(locale, format)
  return format
}
