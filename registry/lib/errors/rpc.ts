import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/**
 * The embedded wallet refused a method (SPEC §6). Two texts: the caller's promise rejects with
 * the first, the user sees the second.
 */

export class RpcCallNotAllowedError extends defineErrorClass(
  'RpcCallNotAllowedError',
  'RPC_CALL_NOT_ALLOWED',
  'Requested RPC call is not allowed',
) {}

/**
 * SPEC §8 'Action not allowed'.
 *
 * @reserved SPEC shows it as a notice, not a failure: the auth request shows this text in an error snackbar after the frame refuses a method, and the request itself rejects with RpcCallNotAllowedError.
 */
export class ActionNotAllowedError extends defineErrorClass('ActionNotAllowedError', 'ACTION_NOT_ALLOWED', 'Action not allowed') {}
