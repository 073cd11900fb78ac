import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** Send-flow errors (SPEC §5, §8). */

/** EVM send failure; the caller also emits the SEND_ERROR event. */
export class SendTransactionError extends defineErrorClass('SendTransactionError', 'SEND_FAILED', 'Something went wrong') {}

export class SolanaSendTransactionError extends defineErrorClass(
  'SolanaSendTransactionError',
  'SOLANA_SEND_FAILED',
  'Failed to send transaction. Please try again.',
) {}

export class InvalidSendInputError extends defineErrorClass(
  'InvalidSendInputError',
  'SEND_INPUT_INVALID',
  'Please enter a valid amount and receiver address',
) {}
