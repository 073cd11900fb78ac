/**
 * Whether `value` looks like a Solana address: 32 to 44 base58 characters (SPEC §5). Base58 has
 * no 0, O, I or l.
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
