/**
 * Whether `value` looks like an EVM address: 40 hex digits, `0x` optional (SPEC §5). Checksums
 * are not checked here; viem's `isAddress` does that where a strict check is wanted.
 *
 * @example
 * isEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
