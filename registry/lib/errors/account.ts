import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** Account-level errors (SPEC §8). */

export class AccountNotFoundError extends defineErrorClass(
  'AccountNotFoundError',
  'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
  'Address or auth connector not found',
) {}

/** A wallet_getCapabilities reply that does not match its schema. */
export class WalletCapabilitiesParseError extends defineErrorClass(
  'WalletCapabilitiesParseError',
  'WALLET_CAPABILITIES_INVALID',
  'Error parsing wallet capabilities',
) {}

/** Balance fetch failed or the network is unsupported; the caller blocks retries for 30 s. */
export class TokenBalanceUnavailableError extends defineErrorClass(
  'TokenBalanceUnavailableError',
  'TOKEN_BALANCE_UNAVAILABLE',
  'Token Balance Unavailable',
) {}

/** History fetch failed; the caller empties the list and clears the cursor. */
export class FetchTransactionsError extends defineErrorClass(
  'FetchTransactionsError',
  'TRANSACTIONS_FETCH_FAILED',
  'Failed to fetch transactions',
) {}
