import { InvalidDecimalNumberError } from '@/registry/lib/errors/decimal'

const decimalPattern = /^(?:\d+\.?\d*|\.\d+)$/

/**
 * A token amount typed by a user, in the token's base units, without floating point (0.1 of a
 * 6-decimal token must be exactly 100000). Digits beyond `decimals` are cut, never rounded up,
 * so a send never exceeds what was typed.
 *
 * @example
 * toBaseUnits('1.5', 6) // 1500000n
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const trimmed = amount.trim()
  if (!decimalPattern.test(trimmed)) throw new InvalidDecimalNumberError({ value: amount })
  const [whole = '', fraction = ''] = trimmed.split('.')
  const scale = BigInt(10) ** BigInt(decimals)
  return BigInt(whole || '0') * scale + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
}
