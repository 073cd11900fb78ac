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

export class ActionNotAllowedError extends defineErrorClass('ActionNotAllowedError', 'ACTION_NOT_ALLOWED', 'Action not allowed') {}
