import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'
import { defineErrorClass } from '@/registry/lib/errors/define-error-class'
import { rpcErrorCodes } from '@/registry/lib/errors/rpc-codes'

/**
 * Chain and transaction errors (SPEC §8), the kit's own names for what viem reports, so views
 * and hosts switch on a stable `code` without importing viem. `toChainError` does the mapping.
 */

/** Revert code 3 with the contract's reason, or 'unknown reason' when the node gave none. */
export class ExecutionRevertedError extends BaseError {
  static readonly code = 'EXECUTION_REVERTED'
  override name = 'ExecutionRevertedError'
  readonly rpcCode = rpcErrorCodes.revert
  readonly reason: string | undefined
  constructor({ reason, ...parameters }: BaseErrorParameters & { reason?: string | undefined } = {}) {
    super(ExecutionRevertedError.code, `Execution reverted: ${reason || 'unknown reason'}`, parameters)
    this.reason = reason || undefined
  }
}

export class FeeCapTooHighError extends defineErrorClass(
  'FeeCapTooHighError',
  'FEE_CAP_TOO_HIGH',
  'The fee cap (max fee per gas) is higher than the maximum allowed',
) {}

export class FeeCapTooLowError extends defineErrorClass(
  'FeeCapTooLowError',
  'FEE_CAP_TOO_LOW',
  'The fee cap (max fee per gas) is lower than the block base fee',
) {}

export class NonceTooHighError extends defineErrorClass(
  'NonceTooHighError',
  'NONCE_TOO_HIGH',
  'Nonce is higher than the next one expected',
) {}

export class NonceTooLowError extends defineErrorClass(
  'NonceTooLowError',
  'NONCE_TOO_LOW',
  'Nonce is lower than the current nonce of the account',
) {}

export class NonceMaxValueError extends defineErrorClass(
  'NonceMaxValueError',
  'NONCE_MAX_VALUE',
  'Nonce has reached its maximum allowed value',
) {}

export class InsufficientFundsError extends defineErrorClass(
  'InsufficientFundsError',
  'INSUFFICIENT_FUNDS',
  'Insufficient funds for gas and value',
) {}

export class IntrinsicGasTooHighError extends defineErrorClass(
  'IntrinsicGasTooHighError',
  'INTRINSIC_GAS_TOO_HIGH',
  'The gas limit is higher than the block allows',
) {}

export class IntrinsicGasTooLowError extends defineErrorClass(
  'IntrinsicGasTooLowError',
  'INTRINSIC_GAS_TOO_LOW',
  'The gas limit is lower than the transaction needs',
) {}

export class TransactionTypeNotSupportedError extends defineErrorClass(
  'TransactionTypeNotSupportedError',
  'TRANSACTION_TYPE_NOT_SUPPORTED',
  'The transaction type is not supported by this chain',
) {}

export class TipAboveFeeCapError extends defineErrorClass(
  'TipAboveFeeCapError',
  'TIP_ABOVE_FEE_CAP',
  'The priority fee (tip) cannot be higher than the fee cap',
) {}

export class TransactionNotFoundError extends defineErrorClass(
  'TransactionNotFoundError',
  'TRANSACTION_NOT_FOUND',
  'Transaction not found',
) {}

export class TransactionReceiptNotFoundError extends defineErrorClass(
  'TransactionReceiptNotFoundError',
  'TRANSACTION_RECEIPT_NOT_FOUND',
  'Transaction receipt not found',
) {}

export class TransactionConfirmationTimeoutError extends defineErrorClass(
  'TransactionConfirmationTimeoutError',
  'TRANSACTION_CONFIRMATION_TIMEOUT',
  'Timed out while waiting for the transaction to be confirmed',
) {}

/** Anything the node reported that none of the above explains; carries the default code 5000. */
export class UnknownNodeError extends BaseError {
  static readonly code = 'UNKNOWN_NODE_ERROR'
  override name = 'UnknownNodeError'
  readonly rpcCode = rpcErrorCodes.default
  constructor(parameters: BaseErrorParameters = {}) {
    super(UnknownNodeError.code, 'An unknown error occurred on the node', parameters)
  }
}

export type ChainErrorType =
  | ExecutionRevertedError
  | FeeCapTooHighError
  | FeeCapTooLowError
  | NonceTooHighError
  | NonceTooLowError
  | NonceMaxValueError
  | InsufficientFundsError
  | IntrinsicGasTooHighError
  | IntrinsicGasTooLowError
  | TransactionTypeNotSupportedError
  | TipAboveFeeCapError
  | TransactionNotFoundError
  | TransactionReceiptNotFoundError
  | TransactionConfirmationTimeoutError
  | UnknownNodeError

// The chain errors whose text is fixed (no revert reason, no node detail): the only ones a secure
// frame may name to the app, which turns the text back into the typed error.
const fixedTextChainErrors = [
  InsufficientFundsError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
] as const

/**
 * The typed chain error whose SPEC text is `text`, for the errors with a fixed text; else undefined.
 *
 * @example
 * chainErrorOfText('Insufficient funds for gas and value') // InsufficientFundsError
 */
export function chainErrorOfText(text: string, parameters?: BaseErrorParameters): ChainErrorType | undefined {
  const named = fixedTextChainErrors.find((error) => error.shortMessage === text)
  return named ? new named(parameters) : undefined
}
