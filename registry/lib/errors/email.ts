import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'
import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** E-mail login is throttled by the last-login timestamp (SPEC §4); `seconds` is what remains. */
export class EmailThrottledError extends BaseError {
  static readonly code = 'EMAIL_THROTTLED'
  override name = 'EmailThrottledError'
  readonly seconds: number
  constructor({ seconds, ...parameters }: BaseErrorParameters & { seconds: number }) {
    const whole = Math.max(1, Math.ceil(seconds))
    super(EmailThrottledError.code, `Please try again after ${whole} seconds`, { ...parameters, meta: { seconds: whole } })
    this.seconds = whole
  }
}

/**
 * The one-time code the user typed is not the one sent (or has expired): the secure frame's
 * answer to a wrong code, shown under the code input so the user can try again.
 */
export class EmailCodeInvalidError extends defineErrorClass('EmailCodeInvalidError', 'EMAIL_CODE_INVALID', 'Invalid code') {}
