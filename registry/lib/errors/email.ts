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
 *
 * @reserved the frame page refuses with this class's text (apps/frame backend) and the text is what crosses to the host, which shows it as the frame sent it; the class fixes the SPEC text both sides compare against.
 */
export class EmailCodeInvalidError extends defineErrorClass('EmailCodeInvalidError', 'EMAIL_CODE_INVALID', 'Invalid code') {}

/**
 * The host's allowed-e-mail check refused the address (SPEC §5: "sending an e-mail code is
 * blocked when the product's allowed-e-mail check fails"; the rule and its text are the host's,
 * this is the text users see when the host gives none). No code is sent.
 */
export class EmailNotAllowedError extends defineErrorClass(
  'EmailNotAllowedError',
  'EMAIL_NOT_ALLOWED',
  'This e-mail address cannot be used to sign in here',
) {}
