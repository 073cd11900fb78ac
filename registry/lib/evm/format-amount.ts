import { formatUnits } from 'viem/utils'

/** SPEC §9: amounts show 3 decimals, token totals (fiat values) 2. */
export const amountDecimals = 3
export const totalDecimals = 2

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: amountDecimals, roundingMode: 'trunc', useGrouping: false })
const totalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: totalDecimals,
  maximumFractionDigits: totalDecimals,
  roundingMode: 'halfExpand',
  useGrouping: false,
})

/**
 * A token amount for display: up to 3 decimals, cut rather than rounded so a balance is never
 * shown larger than it is. Takes base units and decimals, or a decimal string.
 *
 * @example
 * formatAmount(1234567n, 6) // '1.234'
 */
export function formatAmount(value: bigint | string, decimals = 0): string {
  const text = typeof value === 'bigint' ? formatUnits(value, decimals) : value
  return amountFormat.format(text as Intl.StringNumericLiteral)
}

/**
 * A total (fiat value of balances) for display: always 2 decimals.
 *
 * @example
 * formatTotal(12.5) // '12.50'
 */
export function formatTotal(value: number | string): string {
  return totalFormat.format(typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value)
}
