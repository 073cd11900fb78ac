'use client'

import { useLocale } from '@/registry/hooks/use-locale'
import { getLocaleFormat, type LocaleFormat } from '@/registry/lib/format/locale-format'

/**
 * The formatters of the kit's active locale (amounts, totals, USD, percentages, dates), the same
 * object until the locale changes. Views format every number and date through it, never with a
 * fixed locale. Outside a provider (a view rendered on fixtures in a story) it is en-US.
 *
 * @example
 * const format = useFormat()
 * format.amount(balance, 18) // '1,234.567' in en-US, '1.234,567' in de
 */
export function useFormat(): LocaleFormat {
  return getLocaleFormat(useLocale())
}
