import { formatUnits } from 'viem/utils'

/** SPEC §9: amounts show 3 decimals, token totals (fiat values) 2. */
export const amountDecimals = 3
export const totalDecimals = 2

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: amountDecimals, roundingMode: 'trunc' })
const totalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: totalDecimals,
  maximumFractionDigits: totalDecimals,
  roundingMode: 'halfExpand',
})

/**
 * A token amount for display (the one amount formatter of the kit's views): SPEC §9 "amounts 3
 * decimals", cut rather than rounded so a balance is never shown larger than it is, with
 * thousands separators. Takes base units and decimals, or a decimal string. For display only:
 * input fields take `formatUnits` output, which has no separators.
 *
 * @example
 * formatAmount(1234567n, 6) // '1.234'
 */
export function formatAmount(value: bigint | string, decimals = 0): string {
  const text = typeof value === 'bigint' ? formatUnits(value, decimals) : value
  return amountFormat.format(text as Intl.StringNumericLiteral)
}

/**
 * A total (fiat value of balances) for display: SPEC §9 "token totals 2 decimals", always 2,
 * rounded half up, with thousands separators.
 *
 * @example
 * formatTotal(12.5) // '12.50'
 */
export function formatTotal(value: number | string): string {
  return totalFormat.format(typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value)
}

/**
 * A USD value for display: SPEC §9 token totals, 2 decimals, with the dollar sign.
 *
 * @example
 * formatUsd(3.456) // '$3.46'
 */
export function formatUsd(value: number | undefined): string {
  return `$${formatTotal(value ?? 0)}`
}
