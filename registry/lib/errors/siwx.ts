import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** Sign-in-with-wallet errors (SPEC §4, §5, §8). */

export class SignatureDeclinedError extends defineErrorClass('SignatureDeclinedError', 'SIWX_SIGNATURE_DECLINED', 'Signature declined') {}

/** Shown instead of 'Signature declined' when the account is a smart account. */
export class SmartAccountSignatureError extends defineErrorClass(
  'SmartAccountSignatureError',
  'SIWX_SMART_ACCOUNT_UNSUPPORTED',
  'This application might not support Smart Accounts',
) {}

/** The caller disconnects and returns to Connect. */
export class SiwxInitializationError extends defineErrorClass(
  'SiwxInitializationError',
  'SIWX_INIT_FAILED',
  'A problem occurred while trying initialize authentication',
) {}

export class SiwxConfigConflictError extends defineErrorClass(
  'SiwxConfigConflictError',
  'SIWX_CONFIG_CONFLICT',
  'Cannot set both `siweConfig` and `siwx` options',
) {}
