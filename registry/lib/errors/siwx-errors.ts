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

/** A text that is not a CAIP-122 / EIP-4361 sign-in message, or fields that cannot form one. */
export class SiwxMessageInvalidError extends defineErrorClass(
  'SiwxMessageInvalidError',
  'SIWX_MESSAGE_INVALID',
  'Invalid sign-in message',
) {}

/** A session whose signature, account, network or validity window does not hold. */
export class SiwxSessionInvalidError extends defineErrorClass(
  'SiwxSessionInvalidError',
  'SIWX_SESSION_INVALID',
  'Invalid sign-in session',
) {}

/** A server example without its HMAC key (SIWX_SECRET), so it cannot issue nonces or seal cookies. */
export class SiwxSecretMissingError extends defineErrorClass(
  'SiwxSecretMissingError',
  'SIWX_SECRET_MISSING',
  'SIWX_SECRET is not set: give the server a random secret of 32 or more characters',
) {}

/** A deployed server example that does not know its own domain (SIWX_DOMAIN), so it cannot tell a message for this site from one phished on another. */
export class SiwxDomainMissingError extends defineErrorClass(
  'SiwxDomainMissingError',
  'SIWX_DOMAIN_MISSING',
  'SIWX_DOMAIN is not set: give the server the domain its sign-in messages must name',
) {}

/** The app's sign-in server refused a session (its reason is in `details`, its status in `meta`). */
export class SiwxServerRefusedError extends defineErrorClass(
  'SiwxServerRefusedError',
  'SIWX_SERVER_REFUSED',
  'The server refused the sign-in',
) {}

/** The app's sign-in server could not be reached or answered something that is not its contract. */
export class SiwxServerResponseError extends defineErrorClass(
  'SiwxServerResponseError',
  'SIWX_SERVER_RESPONSE_INVALID',
  'The sign-in server did not answer as expected',
) {}
