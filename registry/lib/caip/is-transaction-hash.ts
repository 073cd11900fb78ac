/**
 * Whether `value` is a transaction hash: `0x` then exactly 64 hex characters (SPEC §5).
 *
 * @example
 * isTransactionHash(hash) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}
