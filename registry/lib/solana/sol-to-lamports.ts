import { LAMPORTS_PER_SOL } from '@solana/web3.js'
import { InvalidDecimalNumberError } from '@/registry/lib/errors/decimal'

const decimalPattern = /^(?:\d+\.?\d*|\.\d+)$/
const solDecimals = Math.log10(LAMPORTS_PER_SOL)

/**
 * A SOL amount typed by a user, in lamports, without going through floating point (0.1 SOL
 * must be exactly 100000000 lamports). Extra decimals beyond 9 are cut.
 *
 * @example
 * solToLamports('0.1') // 100000000n
 */
export function solToLamports(amount: string): bigint {
  const trimmed = amount.trim()
  if (!decimalPattern.test(trimmed)) throw new InvalidDecimalNumberError({ value: amount })
  const [whole = '', fraction = ''] = trimmed.split('.')
  return BigInt(whole || '0') * BigInt(LAMPORTS_PER_SOL) + BigInt(fraction.slice(0, solDecimals).padEnd(solDecimals, '0'))
}
