import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { getLocaleFormat } from '@/registry/lib/format/locale-format'

export { amountDecimals, totalDecimals } from '@/registry/lib/format/locale-format'

/**
 * A token amount for display: SPEC §9 "amounts 3 decimals", cut rather than rounded so a balance
 * is never shown larger than it is, with the locale's separators (en-US unless given). Takes base
 * units and decimals, or a decimal string. For display only: input fields take `formatUnits`
 * output, which has no separators. Views use `useFormat()`, which follows the kit's locale.
 *
 * @example
 * formatAmount(1234567n, 6) // '1.234'
 */
export function formatAmount(value: bigint | string, decimals = 0, locale: string = DEFAULT_LOCALE): string {
  return getLocaleFormat(locale).amount(value, decimals)
}

/**
 * A total (fiat value of balances) for display: SPEC §9 "token totals 2 decimals", always 2,
 * rounded half up, with the locale's separators.
 *
 * @example
 * formatTotal(12.5) // '12.50'
 */
export function formatTotal(value: number | string, locale: string = DEFAULT_LOCALE): string {
  return getLocaleFormat(locale).total(value)
}

/**
 * A USD value for display: SPEC §9 token totals, 2 decimals, with the dollar sign where the
 * locale puts it.
 *
 * @example
 * formatUsd(3.456) // '$3.46'
 */
export function formatUsd(value: number | undefined, locale: string = DEFAULT_LOCALE): string {
  return getLocaleFormat(locale).usd(value)
}
