/**
 * Whether `value` is a hex signature: `0x` then at least 62 hex characters (SPEC §5).
 *
 * @example
 * isHexSignedMessage(await walletClient.signMessage({ message: 'hi' })) // true
 */
export function isHexSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}
