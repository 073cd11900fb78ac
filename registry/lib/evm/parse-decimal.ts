import { parseUnits } from 'viem/utils'
import { InvalidDecimalNumberError } from '@/registry/lib/errors/decimal'

// SPEC §5: an optional minus, digits and at most one dot (".5" and "5." are fine, "." is not).
const decimalPattern = /^-?(?:\d+\.?\d*|\.\d+)$/

/**
 * Parses a user-typed amount into base units (wei for 18 decimals). Extra fraction digits are
 * rounded by viem's parseUnits.
 *
 * @example
 * parseDecimal('1.5', 18) // 1500000000000000000n
 * parseDecimal('1,5', 18) // throws '1,5 is not a valid decimal number'
 */
export function parseDecimal(value: string, decimals: number): bigint {
  const trimmed = value.trim()
  if (!decimalPattern.test(trimmed)) throw new InvalidDecimalNumberError({ value })
  const normalised = trimmed.replace(/^(-?)\./, '$10.').replace(/\.$/, '')
  return parseUnits(normalised, decimals)
}
