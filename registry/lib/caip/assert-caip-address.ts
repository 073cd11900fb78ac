import type { CaipAddress } from '@/registry/lib/caip/caip-types'
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
// Decision (issue 29): no caller in the kit, on purpose. SPEC §5 gives the three-part rule three
// texts but names no place for 'Invalid CAIP Address'. Every CAIP-10 id that enters the kit from
// outside (WalletConnect session accounts, accountsChanged payloads, the blockchain API's token and
// swap addresses, the stored account) is read with parseCaipAddress, whose CAIP-10 rules are a
// superset of this shape check and whose 'Invalid CAIP-10 address' is what the user then meets; a
// second, looser check at those places would let a non-CAIP namespace through. Stored account
// records are not persisted (account-state.ts says why), so none is read back. Kept for hosts that
// want the SPEC's shape check on their own input; inputs.test.ts pins its text and details.
export function assertCaipAddress(value: unknown): asserts value is CaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) throw new InvalidCaipAddressError({ details: String(value) })
}
