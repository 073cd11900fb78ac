import type { CaipAddress } from '@/registry/lib/caip/types'
import { InvalidCaipAddressError } from '@/registry/lib/errors/caip'

export type AssertCaipAddressErrorType = InvalidCaipAddressError

/**
 * The shape check used before reading the plain address out of a stored or reported account id:
 * three colon-separated, non-empty parts, else 'Invalid CAIP Address'. Use `parseCaipAddress`
 * for the full CAIP-10 rules.
 *
 * @example
 * assertCaipAddress(account.caipAddress)
 */
export function assertCaipAddress(value: unknown): asserts value is CaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) throw new InvalidCaipAddressError({ details: String(value) })
}
